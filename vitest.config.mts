import { defineConfig } from 'vitest/config';

// Unit tests live beside the code; integration (tests/) and e2e (e2e/) have their own runners.
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/web',
      'apps/cms',
      // next-intl's middleware imports `next/server` without an extension, which only Vite resolves.
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs', 'deploy/**/*.test.mjs'], server: { deps: { inline: ['next-intl'] } } } },
    ],
  },
});
