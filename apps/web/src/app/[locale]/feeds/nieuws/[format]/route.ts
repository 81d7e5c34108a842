import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/i18n/params';
import { paths } from '@/lib/paths';
import { feedResponse, isFeedFormat } from '@/features/news/feed-response';

/** All news as RSS (`/feeds/nieuws/rss`) or Atom (`/feeds/nieuws/atom`), per language. */
export async function GET(_request: Request, { params }: RouteContext<'/[locale]/feeds/nieuws/[format]'>) {
  const locale = await routeLocale(params);
  const { format } = await params;
  if (!isFeedFormat(format)) return new Response('Not found', { status: 404 });
  const t = await getTranslations({ locale, namespace: 'news' });
  return feedResponse(locale, format, { title: t('feedTitle'), description: t('feedDescription'), pagePath: '/sitemap', feedPath: paths.newsFeed });
}
