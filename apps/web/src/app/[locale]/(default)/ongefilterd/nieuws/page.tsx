import type { Metadata } from 'next';
import { noQuery } from '@/lib/unfiltered-lists';
import { NewsPage, newsMetadata } from '@/features/news/news-page';

type Props = PageProps<'/[locale]/ongefilterd/nieuws'>;

// /nieuws without a query string, cached: the proxy rewrites it here (lib/unfiltered-lists.ts).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return newsMetadata({ params, searchParams: noQuery() });
}

export default function Page({ params }: Props) {
  return <NewsPage params={params} searchParams={noQuery()} />;
}
