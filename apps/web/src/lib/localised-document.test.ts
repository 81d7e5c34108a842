import { describe, expect, it } from 'vitest';
import type { Locale } from '@standplaats/shared';
import { findLocalised } from './localised-document';

type Doc = { locale: Locale; slug: string; slugs: Partial<Record<Locale, string>> };

// Two documents: a fair with a slug per language, and a news item in Dutch only.
const fair = { nl: 'vakbeurs', en: 'trade-fair' };
const store: Doc[] = [
  { locale: 'nl', slug: 'vakbeurs', slugs: fair },
  { locale: 'en', slug: 'trade-fair', slugs: fair },
  { locale: 'nl', slug: 'alleen-nl', slugs: { nl: 'alleen-nl' } },
];
const get = async (slug: string, locale: Locale) => store.find((doc) => doc.locale === locale && doc.slug === slug) ?? null;
const path = (slug: string) => `/kalender/${slug}`;

/** Where a redirect Next throws points, or the document found. */
async function outcome(slug: string, locale: Locale) {
  try {
    return await findLocalised(get, slug, locale, path);
  } catch (error) {
    return { redirect: String((error as { digest?: string }).digest).split(';')[2] };
  }
}

describe('findLocalised', () => {
  it('finds the version in the page language', async () => {
    expect(await outcome('trade-fair', 'en')).toMatchObject({ locale: 'en', slug: 'trade-fair' });
  });

  it("moves the other language's slug to the page language's version, both ways", async () => {
    expect(await outcome('vakbeurs', 'en')).toEqual({ redirect: '/en/kalender/trade-fair' });
    expect(await outcome('trade-fair', 'nl')).toEqual({ redirect: '/kalender/vakbeurs' });
  });

  it('shows the Dutch original on the English page when there is no translation', async () => {
    expect(await outcome('alleen-nl', 'en')).toMatchObject({ locale: 'nl', slug: 'alleen-nl' });
  });

  it('finds nothing for an unknown or impossible slug', async () => {
    expect(await outcome('nergens', 'en')).toBeNull();
    expect(await outcome('../etc', 'nl')).toBeNull();
  });
});
