import type { Metadata } from 'next';
import { copiedQuery } from '@/lib/list-copies';
import { NewsPage, newsMetadata } from '@/features/news/news-page';

type Props = PageProps<'/[locale]/lijst-kopie/[query]/nieuws'>;

// /nieuws cached per query string: the proxy rewrites it here (lib/list-copies.ts).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return newsMetadata({ params, searchParams: copiedQuery(params) });
}

export default function Page({ params }: Props) {
  return <NewsPage params={params} searchParams={copiedQuery(params)} />;
}
