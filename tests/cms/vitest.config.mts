import { defineConfig } from 'vitest/config';

// The CMS over HTTP: a real Strapi on a fresh database, started once for the suite.
export default defineConfig({
  test: {
    name: 'cms',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
