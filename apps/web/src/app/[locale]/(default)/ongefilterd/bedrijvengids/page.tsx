import type { Metadata } from 'next';
import { noQuery } from '@/lib/unfiltered-lists';
import { DirectoryPage, directoryMetadata } from '@/features/companies/directory-page';

type Props = PageProps<'/[locale]/ongefilterd/bedrijvengids'>;

// /bedrijvengids without a query string, cached: the proxy rewrites it here (lib/unfiltered-lists.ts).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return directoryMetadata({ params, searchParams: noQuery() });
}

export default function Page({ params }: Props) {
  return <DirectoryPage params={params} searchParams={noQuery()} />;
}
