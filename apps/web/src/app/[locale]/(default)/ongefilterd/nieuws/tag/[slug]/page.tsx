import type { Metadata } from 'next';
import { noQuery } from '@/lib/unfiltered-lists';
import { NewsTagPage, newsTagMetadata } from '@/features/news/tag-page';

type Props = PageProps<'/[locale]/ongefilterd/nieuws/tag/[slug]'>;

// /nieuws/tag/{slug} without a query string, cached: the proxy rewrites it here (lib/unfiltered-lists.ts).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return newsTagMetadata({ params, searchParams: noQuery() });
}

export default function Page({ params }: Props) {
  return <NewsTagPage params={params} searchParams={noQuery()} />;
}

// Rendered on a tag's first request, then cached.
export function generateStaticParams() {
  return [];
}
