import { defineConfig } from 'vitest/config';

// The site scaled out as deploy/ runs it: nginx in front of two site processes on one shared cache
// and one CMS, all real and started once for every file (stack.mjs).
export default defineConfig({
  test: {
    name: 'scale',
    root: import.meta.dirname,
    include: ['**/*.test.mjs'],
    globalSetup: ['./stack.mjs'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
