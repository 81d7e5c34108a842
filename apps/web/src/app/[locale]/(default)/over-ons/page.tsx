import type { Metadata } from 'next';
import { routeLocale } from '@/i18n/params';
import { CmsPageView, cmsPageMetadata } from '@/features/pages/cms-page';

const SLUG = 'over-ons';

export async function generateMetadata({ params }: PageProps<'/[locale]/over-ons'>): Promise<Metadata> {
  return cmsPageMetadata(SLUG, await routeLocale(params));
}

export default async function AboutPage({ params }: PageProps<'/[locale]/over-ons'>) {
  return <CmsPageView slug={SLUG} locale={await routeLocale(params)} />;
}
