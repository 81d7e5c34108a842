import type { Metadata } from 'next';
import { noQuery } from '@/lib/unfiltered-lists';
import { PlanPage, planMetadata } from '@/features/exhibitors/plan-page';

type Props = PageProps<'/[locale]/ongefilterd/kalender/[slug]/plattegrond'>;

// A fair's plan on its first hall, without a query string, cached: the proxy rewrites it here (lib/unfiltered-lists.ts).
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return planMetadata({ params, searchParams: noQuery() });
}

export default function Page({ params }: Props) {
  return <PlanPage params={params} searchParams={noQuery()} />;
}
