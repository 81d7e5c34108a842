import path from 'node:path';
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
    // One retry; a test that passes only on it is named at the end (tests/support/flaky-reporter.ts).
    retry: 1,
    reporters: ['default', path.join(import.meta.dirname, '../support/flaky-reporter.ts')],
    hookTimeout: 60_000,
  },
});
