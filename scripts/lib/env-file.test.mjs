import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureEnvFile, readEnvFile } from './env-file.mjs';

const file = (text) => {
  const name = path.join(mkdtempSync(path.join(tmpdir(), 'env-file-')), '.env');
  if (text !== undefined) writeFileSync(name, text);
  return name;
};

describe('ensureEnvFile', () => {
  it('writes what is missing and keeps what is there', () => {
    const env = file('# mine\nA=een\n');
    expect(ensureEnvFile(env, { A: 'nieuw', B: () => 'twee' })).toEqual(['B']);
    expect(readFileSync(env, 'utf8')).toBe('# mine\nA=een\nB=twee\n');
    expect(ensureEnvFile(env, { A: 'x', B: 'y' })).toEqual([]);
  });

  it('counts an empty value as missing and fills it in its own line', () => {
    const env = file('A=\nB=""\nC=drie\nA=\n');
    expect(readEnvFile(env)).toEqual({ C: 'drie' });
    expect(ensureEnvFile(env, { A: 'een', B: 'twee', C: 'x' })).toEqual(['A', 'B']);
    expect(readFileSync(env, 'utf8')).toBe('A=een\nB=twee\nC=drie\n');
    expect(readEnvFile(env)).toEqual({ A: 'een', B: 'twee', C: 'drie' });
  });

  it('makes a new file', () => {
    const env = file();
    expect(ensureEnvFile(env, { A: 'een' })).toEqual(['A']);
    expect(readEnvFile(env)).toEqual({ A: 'een' });
  });
});
