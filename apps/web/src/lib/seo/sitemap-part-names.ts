import { locales, sitemapTypes, type SitemapType } from '@standplaats/shared';
import { MAX_URLS_PER_SITEMAP } from '@/lib/seo/sitemap-xml';

/** The pages a document of a type has in the sitemap: a fair has its exhibitor list and its plan. */
export const pagesPerDocument = (type: SitemapType) => (type === 'fairs' ? 2 : 1);

// Every document yields its pages in every language, so a part holds this many documents at most.
export const documentsPerPart = (type: SitemapType) => Math.floor(MAX_URLS_PER_SITEMAP / locales.length / pagesPerDocument(type));

export type PartName = { type: SitemapType | 'static'; number: number };

export const partFileName = ({ type, number }: PartName) => `${type}-${number}.xml`;

/** `articles-2.xml` → { type: 'articles', number: 2 }; null for anything else. */
export function parsePartName(name: string): PartName | null {
  const match = /^([a-z-]+)-([1-9]\d{0,4})\.xml$/.exec(name);
  if (!match) return null;
  const type = match[1]!;
  if (type !== 'static' && !Object.hasOwn(sitemapTypes, type)) return null;
  return { type: type as PartName['type'], number: Number(match[2]) };
}
