import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'validation',
    include: ['src/**/*.test.ts'],
  },
});
