import type { Metadata } from 'next';
import { noQuery } from '@/lib/unfiltered-lists';
import { ExhibitorsPage, exhibitorsMetadata } from '@/features/exhibitors/exhibitors-page';

type Props = PageProps<'/[locale]/ongefilterd/kalender/[slug]/exposanten'>;

// A fair's whole exhibitor list, without a query string, cached: the proxy rewrites it here (lib/unfiltered-lists.ts).
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return exhibitorsMetadata({ params, searchParams: noQuery() });
}

export default function Page({ params }: Props) {
  return <ExhibitorsPage params={params} searchParams={noQuery()} />;
}
