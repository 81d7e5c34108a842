import type { Locale } from '@standplaats/shared';
import { listArticles } from '@/lib/cms/articles';
import { enclosureOf } from '@/lib/feeds/enclosure';
import { feedContentType, feedXml, newsFeed, type FeedFormat } from '@/lib/feeds/news-feed';
import { paths } from '@/lib/paths';
import { absoluteUrl } from '@/lib/seo/metadata';

const FEED_SIZE = 30;

export const isFeedFormat = (value: string): value is FeedFormat => value === 'rss' || value === 'atom';

type FeedSource = { title: string; description: string; pagePath: string; feedPath: (format: FeedFormat) => string; tag?: string };

/** The newest articles (of a tag, when given) as an RSS or Atom response. */
export async function feedResponse(locale: Locale, format: FeedFormat, source: FeedSource): Promise<Response> {
  const articles = await listArticles({ locale, tag: source.tag, pageSize: FEED_SIZE });
  const images = await Promise.all(articles.items.map((article) => (article.cover ? enclosureOf(article.cover.src) : undefined)));
  const feed = newsFeed({
    locale,
    title: source.title,
    description: source.description,
    siteUrl: absoluteUrl(locale, '/'),
    feedUrl: { rss: absoluteUrl(locale, source.feedPath('rss')), atom: absoluteUrl(locale, source.feedPath('atom')) },
    pageUrl: absoluteUrl(locale, source.pagePath),
    updated: articles.items[0]?.updatedAt ?? new Date(0).toISOString(),
    items: articles.items.map((article, index) => ({
      title: article.title,
      url: absoluteUrl(locale, paths.article(article.slug)),
      date: article.date,
      summary: article.excerpt,
      image: images[index],
      author: article.author ? { name: article.author.name, url: absoluteUrl(locale, paths.author(article.author)) } : undefined,
      categories: article.tags.map((tag) => tag.name),
    })),
  });
  return new Response(feedXml(feed, format), {
    headers: { 'Content-Type': feedContentType(format), 'Cache-Control': 'public, max-age=300' },
  });
}


