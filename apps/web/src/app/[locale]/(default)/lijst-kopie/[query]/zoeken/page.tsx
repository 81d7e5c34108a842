import type { Metadata } from 'next';
import { copiedQuery } from '@/lib/list-copies';
import { SearchPage, searchMetadata } from '@/features/search/search-page';

type Props = PageProps<'/[locale]/lijst-kopie/[query]/zoeken'>;

// A search's results, cached per search: the proxy counts the reader and rewrites it here (lib/list-copies.ts).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return searchMetadata({ params, searchParams: copiedQuery(params) });
}

export default function Page({ params }: Props) {
  return <SearchPage params={params} searchParams={copiedQuery(params)} forEveryone />;
}
