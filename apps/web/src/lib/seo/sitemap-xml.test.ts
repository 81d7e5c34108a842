import { describe, expect, it } from 'vitest';
import { validateXml } from '../../../../../tests/support/xsd/validate';
import { MAX_URLS_PER_SITEMAP, escapeXml, sitemapIndexXml, urlSetXml, w3cDatetime } from './sitemap-xml';

const awkwardUrl = `https://standplaats.nl/zoeken?q=kunst&type=beurs&label="a'b"&x=<y>`;

function expectValid(xml: string, schema: 'sitemap' | 'siteindex') {
  const result = validateXml(xml, schema);
  expect(result.errors).toBe('');
  expect(result.ok).toBe(true);
}

describe('urlSetXml', () => {
  it('produces a urlset that validates against sitemap.xsd, alternates included', () => {
    const xml = urlSetXml([
      {
        loc: 'https://standplaats.nl/kalender/open-atelier',
        lastmod: '2027-03-01T09:30:00.123+01:00',
        alternates: [
          { hreflang: 'nl', href: 'https://standplaats.nl/kalender/open-atelier' },
          { hreflang: 'en', href: 'https://standplaats.nl/en/calendar/open-studio' },
          { hreflang: 'x-default', href: 'https://standplaats.nl/kalender/open-atelier' },
        ],
      },
      { loc: awkwardUrl, lastmod: '2027-03-02', alternates: [{ hreflang: 'en', href: `${awkwardUrl}&lang=en` }] },
      { loc: 'https://standplaats.nl/' },
    ]);
    expectValid(xml, 'sitemap');
    expect(xml).toContain('<lastmod>2027-03-01T08:30:00Z</lastmod>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://standplaats.nl/en/calendar/open-studio"/>');
  });

  it('escapes &, <, >, " and \' in locations', () => {
    const xml = urlSetXml([{ loc: awkwardUrl }]);
    expect(xml).toContain(
      '<loc>https://standplaats.nl/zoeken?q=kunst&amp;type=beurs&amp;label=&quot;a&apos;b&quot;&amp;x=&lt;y&gt;</loc>',
    );
    expectValid(xml, 'sitemap');
  });

  it('rejects relative locations and oversized sets', () => {
    expect(() => urlSetXml([{ loc: '/kalender' }])).toThrow(TypeError);
    const tooMany = Array.from({ length: MAX_URLS_PER_SITEMAP + 1 }, () => ({ loc: 'https://standplaats.nl/' }));
    expect(() => urlSetXml(tooMany)).toThrow(RangeError);
  });
});

describe('sitemapIndexXml', () => {
  it('produces an index that validates against siteindex.xsd', () => {
    const xml = sitemapIndexXml([
      { loc: 'https://standplaats.nl/sitemaps/kalender.xml', lastmod: '2027-03-01T10:00:00Z' },
      { loc: 'https://standplaats.nl/sitemaps/nieuws.xml?page=2&size=100' },
    ]);
    expectValid(xml, 'siteindex');
    expect(xml).toContain('<loc>https://standplaats.nl/sitemaps/nieuws.xml?page=2&amp;size=100</loc>');
  });
});

describe('the validator', () => {
  it('fails documents that break the schema', () => {
    const broken = urlSetXml([{ loc: 'https://standplaats.nl/' }]).replace('</loc>', '</loc><lastmod>gisteren</lastmod>');
    const result = validateXml(broken, 'sitemap');
    expect(result.ok).toBe(false);
    expect(result.errors).toMatch(/lastmod/);
  });

  it('fails an alternate missing its hreflang', () => {
    const broken = urlSetXml([{ loc: 'https://standplaats.nl/', alternates: [{ hreflang: 'en', href: 'https://standplaats.nl/en' }] }])
      .replace(' hreflang="en"', '');
    expect(validateXml(broken, 'sitemap').ok).toBe(false);
  });

  it('fails a urlset checked as an index', () => {
    expect(validateXml(urlSetXml([{ loc: 'https://standplaats.nl/' }]), 'siteindex').ok).toBe(false);
  });
});

describe('helpers', () => {
  it('writes W3C datetimes and rejects non-dates', () => {
    expect(w3cDatetime('2027-03-01')).toBe('2027-03-01');
    expect(w3cDatetime('2027-03-01T12:00:00.000Z')).toBe('2027-03-01T12:00:00Z');
    expect(() => w3cDatetime('soon')).toThrow(RangeError);
  });

  it('drops characters XML cannot hold', () => {
    expect(escapeXml('a\u0000b\u001Fc')).toBe('abc');
  });
});
