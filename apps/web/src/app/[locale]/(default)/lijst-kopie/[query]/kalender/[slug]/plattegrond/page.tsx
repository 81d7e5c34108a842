import type { Metadata } from 'next';
import { copiedQuery } from '@/lib/list-copies';
import { PlanPage, planMetadata } from '@/features/exhibitors/plan-page';

type Props = PageProps<'/[locale]/lijst-kopie/[query]/kalender/[slug]/plattegrond'>;

// A fair's plan, cached per query string: the proxy rewrites it here (lib/list-copies.ts).
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return planMetadata({ params, searchParams: copiedQuery(params) });
}

export default function Page({ params }: Props) {
  return <PlanPage params={params} searchParams={copiedQuery(params)} />;
}
