import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(__dirname, 'src') } },
  test: { name: 'web', include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.mjs'], environment: 'node' },
});
