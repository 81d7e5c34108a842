import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { installedFromLockfile } from './deps.mjs';

/** A project folder with a lockfile and, unless said otherwise, a finished install of `pkg`. */
function project({ finished = true, lockfileAge = 0 } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'deps-'));
  mkdirSync(path.join(dir, 'node_modules/pkg'), { recursive: true });
  if (finished) writeFileSync(path.join(dir, 'node_modules/.package-lock.json'), '{}');
  writeFileSync(path.join(dir, 'package-lock.json'), '{}');
  const when = Date.now() / 1000 + lockfileAge;
  utimesSync(path.join(dir, 'package-lock.json'), when, when);
  return dir;
}

describe('installedFromLockfile', () => {
  it('trusts a finished install of the current lockfile', () => {
    expect(installedFromLockfile(project(), 'pkg')).toBe(true);
  });

  it('sees an interrupted install, a missing package and a lockfile changed since', () => {
    expect(installedFromLockfile(project({ finished: false }), 'pkg')).toBe(false);
    expect(installedFromLockfile(project(), 'other')).toBe(false);
    expect(installedFromLockfile(project({ lockfileAge: 3600 }), 'pkg')).toBe(false);
  });
});
