import { describe, expect, it, vi } from 'vitest';
import { bySlugOrDutch, isSlug, numericId } from './strapi';

describe('isSlug', () => {
  it('accepts what Strapi accepts in a uid field', () => {
    for (const slug of ['over-ons', 'Expovisie_88', 'v1.2~beta']) expect(isSlug(slug)).toBe(true);
  });

  it('refuses what cannot be a slug', () => {
    for (const slug of ['', 'Geen Slug!', 'nieuws/tag', 'ë', 'a'.repeat(256)]) expect(isSlug(slug)).toBe(false);
  });
});

describe('bySlugOrDutch', () => {
  const store: Record<string, string> = { 'nl:alleen-nl': 'Nederlands', 'en:both': 'English', 'nl:both': 'Nederlands' };
  const get = vi.fn(async (slug: string, locale: string) => store[`${locale}:${slug}`] ?? null);

  it('prefers the page language and falls back to Dutch', async () => {
    expect(await bySlugOrDutch(get, 'both', 'en')).toBe('English');
    expect(await bySlugOrDutch(get, 'alleen-nl', 'en')).toBe('Nederlands');
    expect(await bySlugOrDutch(get, 'nergens', 'en')).toBeNull();
  });

  it('asks once for Dutch pages and never for impossible slugs', async () => {
    get.mockClear();
    expect(await bySlugOrDutch(get, 'nergens', 'nl')).toBeNull();
    expect(get).toHaveBeenCalledTimes(1);
    get.mockClear();
    expect(await bySlugOrDutch(get, '../etc', 'en')).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });
});

describe('numericId', () => {
  it('reads positive whole numbers and nothing else', () => {
    expect(numericId('12')).toBe(12);
    for (const raw of ['0', '012', '-1', '1.5', '1e3', 'abc', '', '12345678901']) expect(numericId(raw)).toBeNull();
  });
});
