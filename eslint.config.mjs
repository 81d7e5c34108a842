// ESLint (flat config) over every workspace, the tests and the scripts: typescript-eslint's
// recommended rules everywhere, React's hook rules and Next's Core Web Vitals rules on the site.
import path from 'node:path';
import nextPlugin from '@next/eslint-plugin-next';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { noFolderLoops } from './scripts/lint/folder-loops.mjs';

const here = (folder) => path.join(import.meta.dirname, folder);

/**
 * The layers of an app, top first: a file may import from its own layer and the ones below it,
 * never from one above; no two modules need each other (import-x/no-cycle), nor two folders of
 * `units` (a feature, an API).
 */
const layers = (files, project, zones, units) => ({
  files,
  plugins: { 'import-x': importX, layers: { rules: { 'no-folder-loops': noFolderLoops } } },
  settings: {
    ...importX.flatConfigs.typescript.settings,
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: here(project) })],
  },
  rules: {
    'import-x/no-restricted-paths': ['error', { zones }],
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
    'layers/no-folder-loops': ['error', units],
  },
});

const web = (folder) => here(`apps/web/src/${folder}`);
const cms = (folder) => here(`apps/cms/src/${folder}`);

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
    // A promise nobody awaits, or one passed where nothing awaits it (an event handler, a
    // condition), loses its rejection: the type-aware rules find them in the code that runs.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/web/server/*.mjs', 'apps/cms/src/**/*.ts', 'apps/cms/config/**/*.ts', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.test.*', 'apps/cms/src/admin/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error', '@typescript-eslint/no-misused-promises': 'error' },
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
  // The site: app (routes) → features (UI and actions per domain) → components (layout and ui
  // kit) → lib (server logic, one door to the CMS) → i18n (languages, messages).
  layers(['apps/web/src/**/*.{ts,tsx}'], 'apps/web/tsconfig.json', [
    { target: web('features'), from: web('app'), message: 'A feature is used by routes, not the other way round.' },
    { target: web('components'), from: [web('features'), web('app')], message: 'Pass the feature in as a prop (an island, an action).' },
    { target: web('lib'), from: [web('features'), web('components'), web('app')], message: 'lib is below the UI: move the shared part down.' },
    { target: web('i18n'), from: [web('lib'), web('features'), web('components'), web('app')], message: 'i18n needs only the shared package.' },
    { target: web('app'), from: `${web('app')}/**/page.tsx`, message: 'A route shares its page through a feature, not by importing another page.' },
  ], { roots: [web('features')], aliases: { '@/': web('') } }),
  // The CMS: its doors (api, extensions, middlewares, policies, bootstrap, seed, editors: the admin's) → domain engines
  // (analytics, search, floor-plans) → the site's contract (site) → generic helpers (utils).
  layers(['apps/cms/src/**/*.ts'], 'apps/cms/tsconfig.json', [
    { target: [cms('analytics'), cms('search'), cms('floor-plans')], from: [cms('api'), cms('extensions'), cms('bootstrap'), cms('seed'), cms('editors')], message: 'An engine is used by the APIs, not the other way round.' },
    { target: cms('site'), from: [cms('api'), cms('extensions'), cms('bootstrap'), cms('seed'), cms('editors'), cms('analytics'), cms('search'), cms('floor-plans')] },
    { target: cms('utils'), from: [cms('api'), cms('extensions'), cms('bootstrap'), cms('seed'), cms('editors'), cms('analytics'), cms('search'), cms('floor-plans'), cms('site')], message: 'utils are generic helpers.' },
  ], { roots: [cms('api'), cms('extensions')] }),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...nextPlugin.configs['core-web-vitals'],
    settings: { next: { rootDir: 'apps/web' } },
  },
);
