import type { Metadata } from 'next';
import { routeLocale } from '@/i18n/params';
import { CmsPageView, cmsPageMetadata } from '@/features/pages/cms-page';

type Props = PageProps<'/[locale]/[slug]'>;

// `/{slug}`: a CMS page. Redirects for unknown paths are looked up in the proxy before this runs.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return cmsPageMetadata((await params).slug, await routeLocale(params));
}

export default async function SlugPage({ params }: Props) {
  return <CmsPageView slug={(await params).slug} locale={await routeLocale(params)} />;
}
