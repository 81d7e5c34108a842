import { describe, expect, it } from 'vitest';
import { isChunkLoadError, mayReload, RELOAD_GUARD_MS } from './reload-guard';

function memoryStore() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('mayReload', () => {
  it('allows one reload of a path within 10 s and another after', () => {
    const store = memoryStore();
    expect(mayReload('/nieuws', store, 1_000)).toBe(true);
    expect(mayReload('/nieuws', store, 1_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(mayReload('/nieuws', store, 1_000 + RELOAD_GUARD_MS)).toBe(true);
  });

  it('guards only the path it stored', () => {
    const store = memoryStore();
    expect(mayReload('/nieuws', store, 1_000)).toBe(true);
    expect(mayReload('/kalender', store, 1_001)).toBe(true);
  });

  it('ignores what it cannot read, and does not reload without storage', () => {
    const store = memoryStore();
    store.setItem('standplaats:reload-guard', '{not json');
    expect(mayReload('/nieuws', store, 1)).toBe(true);
    const broken = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(mayReload('/nieuws', broken, 1)).toBe(false);
  });
});

describe('isChunkLoadError', () => {
  it('knows the chunk errors of webpack, Turbopack and browsers, and nothing else', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/abc.js from module 1'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});
