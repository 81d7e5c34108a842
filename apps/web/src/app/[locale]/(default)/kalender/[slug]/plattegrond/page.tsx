import type { Metadata } from 'next';
import { PlanPage, planMetadata } from '@/features/exhibitors/plan-page';

type Props = PageProps<'/[locale]/kalender/[slug]/plattegrond'>;

// The hall and the highlighted stand are query parameters, so the HTML is rendered per request;
// its data comes from the data cache, which publishing revalidates.
export const dynamic = 'force-dynamic';

export async function generateMetadata(props: Props): Promise<Metadata> {
  return planMetadata(props);
}

export default function Page(props: Props) {
  return <PlanPage {...props} />;
}
