import { describe, expect, it } from 'vitest';
import { sitemapTypes, type SitemapType } from '@standplaats/shared';
import { documentsPerPart, pagesPerDocument, parsePartName, partFileName } from './sitemap-part-names';

describe('sitemap part names', () => {
  it('round-trips a part name', () => {
    expect(parsePartName(partFileName({ type: 'explore-topics', number: 3 }))).toEqual({ type: 'explore-topics', number: 3 });
    expect(parsePartName('static-1.xml')).toEqual({ type: 'static', number: 1 });
  });

  it('refuses unknown types, part 0 and other file names', () => {
    for (const bad of ['users-1.xml', 'articles-0.xml', 'articles-1.txt', 'articles.xml', '../articles-1.xml', 'articles-01.xml']) {
      expect(parsePartName(bad)).toBeNull();
    }
  });

  it('keeps each part within 50,000 URLs when every document has every language', () => {
    for (const type of Object.keys(sitemapTypes) as SitemapType[]) expect(documentsPerPart(type) * pagesPerDocument(type) * 2, type).toBeLessThanOrEqual(50_000);
  });
});
