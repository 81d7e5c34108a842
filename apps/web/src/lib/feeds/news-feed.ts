import { Feed } from 'feed';
import type { Locale } from '@standplaats/shared';
import type { Enclosure } from './enclosure';

export type NewsFeedItem = {
  title: string;
  url: string;
  /** ISO timestamp or Date of publication. */
  date: string | Date;
  summary: string;
  image?: Enclosure;
  author?: { name: string; url?: string };
  categories?: string[];
};

export type NewsFeedInput = {
  locale: Locale;
  title: string;
  description: string;
  siteUrl: string;
  feedUrl: { rss: string; atom: string };
  /** The news page the feed mirrors. */
  pageUrl: string;
  items: NewsFeedItem[];
  updated: string | Date;
};

export type FeedFormat = 'rss' | 'atom';

export function newsFeed(input: NewsFeedInput): Feed {
  const feed = new Feed({
    id: input.pageUrl,
    title: input.title,
    description: input.description,
    link: input.pageUrl,
    language: input.locale,
    copyright: 'Standplaats',
    updated: toDate(input.updated),
    feedLinks: { rss: input.feedUrl.rss, atom: input.feedUrl.atom },
    // Atom needs an author on the feed when entries may lack one.
    author: { name: 'Standplaats', link: input.siteUrl },
    generator: false,
  });
  for (const item of input.items) {
    const date = toDate(item.date);
    feed.addItem({
      // No id or guid: the library then uses the link as Atom id and as an RSS permalink guid.
      link: item.url,
      // Atom marks title and summary as HTML and readers treat RSS ones so too: escape plain text.
      title: escapeHtml(item.title),
      description: escapeHtml(item.summary),
      date,
      published: date,
      ...(item.image ? { image: item.image } : {}),
      ...(item.author ? { author: [{ name: item.author.name, link: item.author.url }] } : {}),
      // Atom requires a term; RSS uses the name.
      ...(item.categories?.length ? { category: item.categories.map((name) => ({ name, term: name })) } : {}),
    });
  }
  return feed;
}

export const feedXml = (feed: Feed, format: FeedFormat): string => (format === 'rss' ? feed.rss2() : atomXml(feed));

/**
 * feed 6.0.0 (the newest) writes an Atom enclosure's type from the file's extension (image/jpg for
 * .jpg) and drops the one it is given, which RSS keeps: put the given type back, by the enclosure's href.
 */
function atomXml(feed: Feed): string {
  const types = new Map<string, string>();
  // The library writes the href as the URL's normal form with its & escaped.
  for (const { image } of feed.items) if (typeof image === 'object' && image.type) types.set(new URL(image.url).href, image.type);
  return feed.atom1().replace(/(<link rel="enclosure" href="([^"]*)" type=")[^"]*"/g, (link, start: string, href: string) => {
    const type = types.get(href.replaceAll('&amp;', '&'));
    return type ? `${start}${escapeHtml(type)}"` : link;
  });
}

/** The Content-Type to serve a format with. */
export const feedContentType = (format: FeedFormat) =>
  format === 'rss' ? 'application/rss+xml; charset=utf-8' : 'application/atom+xml; charset=utf-8';

function toDate(value: string | Date): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return date;
}

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char] ?? char);
