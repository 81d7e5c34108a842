import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import nl from '../../messages/nl.json';
import { loadMessages, withFallback } from './messages';

type Tree = { [key: string]: unknown };

/** Dotted paths of every leaf of a message tree. */
function keyPaths(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keyPaths(value as Tree, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** The leaf at a dotted path. */
function at(tree: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);
}

describe('withFallback', () => {
  it('takes nested keys missing in the primary from the fallback', () => {
    const merged = withFallback({ a: { x: 'primary x' } }, { a: { x: 'fallback x', y: 'fallback y' }, b: 'fallback b' });
    expect(merged).toEqual({ a: { x: 'primary x', y: 'fallback y' }, b: 'fallback b' });
  });

  it('lets the primary win where both have a key', () => {
    expect(withFallback({ title: 'Titel' }, { title: 'Title' })).toEqual({ title: 'Titel' });
  });

  it('merges several levels deep', () => {
    const merged = withFallback(
      { event: { kind: { beurs: 'Beurs' } } },
      { event: { kind: { beurs: 'Trade fair', congres: 'Congress' }, label: 'Event' } },
    );
    expect(merged).toEqual({ event: { kind: { beurs: 'Beurs', congres: 'Congress' }, label: 'Event' } });
  });

  it('keeps keys only the primary has', () => {
    expect(withFallback({ extra: 'alleen nl', nested: { x: '1' } }, {})).toEqual({ extra: 'alleen nl', nested: { x: '1' } });
  });

  it('does not change its arguments', () => {
    const primary = { a: { x: 'p' } };
    const fallback = { a: { x: 'f', y: 'f' } };
    withFallback(primary, fallback);
    expect(primary).toEqual({ a: { x: 'p' } });
    expect(fallback).toEqual({ a: { x: 'f', y: 'f' } });
  });
});

describe('loadMessages', () => {
  it('returns Dutch strings for nl', async () => {
    const messages = await loadMessages('nl');
    expect(at(messages, 'error.title')).toBe('Er is iets fout gegaan');
    expect(at(messages, 'error.backHome')).toBe('Terug naar home');
  });

  it('returns English strings for en', async () => {
    const messages = await loadMessages('en');
    expect(at(messages, 'error.title')).toBe('Something went wrong');
    expect(at(messages, 'error.backHome')).toBe('Back to home');
  });

  it('merges each language once, and gives every page the same messages', async () => {
    expect(await loadMessages('nl')).toBe(await loadMessages('nl'));
    expect(await loadMessages('en')).toBe(await loadMessages('en'));
    expect(await loadMessages('nl')).not.toBe(await loadMessages('en'));
  });

  it('gives Dutch every key English has', async () => {
    const messages = await loadMessages('nl');
    const missing = keyPaths(en).filter((path) => typeof at(messages, path) !== 'string');
    expect(missing).toEqual([]);
  });
});

describe('message files', () => {
  const nlKeys = keyPaths(nl);
  const enKeys = keyPaths(en);

  it('are not empty', () => {
    expect(nlKeys.length).toBeGreaterThan(0);
    expect(enKeys.length).toBeGreaterThan(0);
  });

  it('have no key missing in Dutch', () => {
    expect(enKeys.filter((path) => !nlKeys.includes(path))).toEqual([]);
  });

  it('have no key missing in English', () => {
    expect(nlKeys.filter((path) => !enKeys.includes(path))).toEqual([]);
  });

  it('have only string leaves', () => {
    expect(nlKeys.filter((path) => typeof at(nl, path) !== 'string')).toEqual([]);
    expect(enKeys.filter((path) => typeof at(en, path) !== 'string')).toEqual([]);
  });
});
