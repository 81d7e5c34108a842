// ESLint (flat config) over every workspace, the tests and the scripts: typescript-eslint's
// recommended rules everywhere, React's hook rules and Next's Core Web Vitals rules on the site.
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/dist/**',
      '**/build/**',
      '.data/**',
      'apps/cms/types/generated/**',
      'apps/cms/public/**',
      'apps/cms/.strapi/**',
      '**/next-env.d.ts',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      // `_`-prefixed names are unused on purpose (a destructured field left out, a callback's slot).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // The rules of hooks and complete effect dependencies. The plugin's React Compiler rules
    // (set-state-in-effect, refs, ...) judge code for the compiler, which the site does not use.
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Tests read HTTP responses' JSON loosely on purpose: the assertions are the types.
    files: ['tests/**', 'e2e/**', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // CommonJS files, where require() is the module system: Strapi's scripts, Next's cache handler.
    files: ['**/*.cjs', 'apps/cms/scripts/**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...nextPlugin.configs['core-web-vitals'],
    settings: { next: { rootDir: 'apps/web' } },
  },
);
