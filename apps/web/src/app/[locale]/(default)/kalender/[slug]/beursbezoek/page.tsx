import type { Metadata } from 'next';
import { PlannerPage, plannerMetadata } from '@/features/exhibitors/planner/planner-page';

type Props = PageProps<'/[locale]/kalender/[slug]/beursbezoek'>;

// The favourites and the agenda are query parameters: rendered per request from cached plans.
export const dynamic = 'force-dynamic';

export async function generateMetadata(props: Props): Promise<Metadata> {
  return plannerMetadata(props);
}

export default function Page(props: Props) {
  return <PlannerPage {...props} />;
}
