import type { Metadata } from 'next';
import { copiedQuery } from '@/lib/list-copies';
import { ExhibitorsPage, exhibitorsMetadata } from '@/features/exhibitors/exhibitors-page';

type Props = PageProps<'/[locale]/lijst-kopie/[query]/kalender/[slug]/exposanten'>;

// A fair's exhibitor list, cached per query string: the proxy rewrites it here (lib/list-copies.ts).
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return exhibitorsMetadata({ params, searchParams: copiedQuery(params) });
}

export default function Page({ params }: Props) {
  return <ExhibitorsPage params={params} searchParams={copiedQuery(params)} />;
}
