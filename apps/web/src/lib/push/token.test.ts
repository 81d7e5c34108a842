import { describe, expect, it } from 'vitest';
import { isStale, readToken, saveToken, TOKEN_KEY, TOKEN_MAX_AGE_MS } from './token';

function memoryStore() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('the messaging token', () => {
  it('is kept under messagingToken with the time it was saved', () => {
    const store = memoryStore();
    saveToken(store, 'https://push.example/abc', 1_000);
    expect(JSON.parse(store.getItem(TOKEN_KEY)!)).toEqual({ endpoint: 'https://push.example/abc', savedAt: 1_000 });
    expect(readToken(store)).toEqual({ endpoint: 'https://push.example/abc', savedAt: 1_000 });
  });

  it('is renewed after 7 days, not before', () => {
    const token = { endpoint: 'https://push.example/abc', savedAt: 1_000 };
    expect(isStale(token, 1_000 + TOKEN_MAX_AGE_MS - 1)).toBe(false);
    expect(isStale(token, 1_000 + TOKEN_MAX_AGE_MS)).toBe(true);
    expect(TOKEN_MAX_AGE_MS).toBe(604_800_000);
  });

  it('reads nothing from an empty or unreadable store', () => {
    const store = memoryStore();
    expect(readToken(store)).toBeNull();
    store.setItem(TOKEN_KEY, '{oops');
    expect(readToken(store)).toBeNull();
    store.setItem(TOKEN_KEY, JSON.stringify({ endpoint: 42 }));
    expect(readToken(store)).toBeNull();
  });
});
