import { defineConfig } from 'vitest/config';

// The site scaled out: two site processes on one shared cache and one CMS, all real and started by
// the test itself (tests/scale/shared-cache.test.mjs).
export default defineConfig({
  test: {
    name: 'scale',
    root: import.meta.dirname,
    include: ['**/*.test.mjs'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
