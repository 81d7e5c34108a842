import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/i18n/params';
import { getNewsTag } from '@/lib/cms/news-tags';
import { paths } from '@/lib/paths';
import { feedResponse, isFeedFormat } from '@/features/news/feed-response';

/** One tag's news as RSS or Atom: `/feeds/tag/{slug}/rss`, `/feeds/tag/{slug}/atom`. */
export async function GET(_request: Request, { params }: RouteContext<'/[locale]/feeds/tag/[slug]/[format]'>) {
  const locale = await routeLocale(params);
  const { slug, format } = await params;
  const tag = isFeedFormat(format) ? await getNewsTag(slug, locale) : null;
  if (!tag || !isFeedFormat(format)) return new Response('Not found', { status: 404 });
  const t = await getTranslations({ locale, namespace: 'newsTag' });
  return feedResponse(locale, format, {
    title: t('feedTitle', { name: tag.name }),
    description: t('description', { name: tag.name }),
    pagePath: paths.newsTag(tag.slug),
    feedPath: (f) => paths.tagFeed(tag.slug, f),
    tag: tag.slug,
  });
}
