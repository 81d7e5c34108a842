import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rewrite, rewrites } from './vite.config';

// A library module as the admin build finds it: in the CMS's packages, or the project's.
const installed = (name: string) => {
  const file = ['../../node_modules/', '../../../../node_modules/'].map((dir) => new URL(dir + name, import.meta.url)).find((url) => existsSync(url));
  return readFileSync(file!, 'utf8');
};

describe('the rewrites of the admin’s libraries', () => {
  it('each still finds its English in the library installed', () => {
    for (const name of Object.keys(rewrites)) expect(() => rewrite(name, installed(name)), name).not.toThrow();
  });

  it('stop, naming the module, where a library no longer reads as they expect', () => {
    expect(() => rewrite('sonner/dist/index.mjs', 'export const Toaster = () => null;')).toThrow(/^sonner\/dist\/index\.mjs no longer contains/);
  });
});
