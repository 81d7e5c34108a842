import type { Metadata } from 'next';
import { noQuery } from '@/lib/unfiltered-lists';
import List, { generateMetadata as listMetadata } from '@/app/[locale]/(default)/vacatures/page';

type Props = PageProps<'/[locale]/ongefilterd/vacatures'>;

// /vacatures without a query string, cached: the proxy rewrites it here (lib/unfiltered-lists.ts).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listMetadata({ params, searchParams: noQuery() });
}

export default function Page({ params }: Props) {
  return <List params={params} searchParams={noQuery()} />;
}
