import type { Metadata } from 'next';
import { noQuery } from '@/lib/unfiltered-lists';
import { MagazinesPage, magazinesMetadata } from '@/features/magazines/magazines-page';

type Props = PageProps<'/[locale]/ongefilterd/magazines'>;

// /magazines without a query string, cached: the proxy rewrites it here (lib/unfiltered-lists.ts).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return magazinesMetadata({ params, searchParams: noQuery() });
}

export default function Page({ params }: Props) {
  return <MagazinesPage params={params} searchParams={noQuery()} />;
}
