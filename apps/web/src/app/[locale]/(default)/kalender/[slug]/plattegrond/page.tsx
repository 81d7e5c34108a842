import type { Metadata } from 'next';
import { PlanPage, planMetadata } from '@/features/exhibitors/plan-page';

type Props = PageProps<'/[locale]/kalender/[slug]/plattegrond'>;

// The proxy serves a GET of this list from its copy cached per query string (lib/list-copies.ts);
// what else reaches this route is rendered per request.
export const dynamic = 'force-dynamic';

export async function generateMetadata(props: Props): Promise<Metadata> {
  return planMetadata(props);
}

export default function Page(props: Props) {
  return <PlanPage {...props} />;
}
