// Sitemap documents per https://www.sitemaps.org/protocol.html, as strings for route handlers.

/** The protocol's cap on URLs per sitemap (and sitemaps per index). */
export const MAX_URLS_PER_SITEMAP = 50_000;

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

export type SitemapIndexEntry = { loc: string; lastmod?: string };
export type SitemapAlternate = { hreflang: string; href: string };
export type SitemapUrl = { loc: string; lastmod?: string; alternates?: SitemapAlternate[] };

export function sitemapIndexXml(entries: SitemapIndexEntry[]): string {
  assertWithinCap(entries.length);
  const body = entries.map(({ loc, lastmod }) => `<sitemap>${locAndLastmod(loc, lastmod)}</sitemap>`);
  return `${DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${body.join('\n')}\n</sitemapindex>\n`;
}

/**
 * A urlset. An empty list gives an empty urlset: the XSD wants at least one url, but a content
 * type without entries should still answer with a well-formed document rather than an error.
 */
export function urlSetXml(urls: SitemapUrl[]): string {
  assertWithinCap(urls.length);
  const body = urls.map(({ loc, lastmod, alternates = [] }) => {
    const links = alternates.map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(absoluteUrl(href))}"/>`,
    );
    return `<url>${locAndLastmod(loc, lastmod)}${links.join('')}</url>`;
  });
  return `${DECLARATION}\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${body.join('\n')}\n</urlset>\n`;
}

const locAndLastmod = (loc: string, lastmod?: string) =>
  `<loc>${escapeXml(absoluteUrl(loc))}</loc>${lastmod === undefined ? '' : `<lastmod>${w3cDatetime(lastmod)}</lastmod>`}`;

function assertWithinCap(count: number) {
  if (count > MAX_URLS_PER_SITEMAP) {
    throw new RangeError(`A sitemap holds at most ${MAX_URLS_PER_SITEMAP} entries; got ${count}. Split it.`);
  }
}

// Crawlers ignore relative locations, so a relative one is a caller bug worth failing loudly on.
function absoluteUrl(value: string): string {
  if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) {
    throw new TypeError(`Sitemap URLs must be absolute http(s) URLs: ${JSON.stringify(value)}`);
  }
  return value;
}

/** A date (YYYY-MM-DD) stays as is; anything else becomes a UTC timestamp without milliseconds. */
export function w3cDatetime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${JSON.stringify(value)}`);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapes text for XML content and attributes, dropping characters XML 1.0 cannot hold. */
export function escapeXml(value: string): string {
  return value
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}
