import type { Metadata } from 'next';
import { ExhibitorsPage, exhibitorsMetadata } from '@/features/exhibitors/exhibitors-page';

type Props = PageProps<'/[locale]/kalender/[slug]/exposanten'>;

// The filters are query parameters, so the HTML is rendered per request; its data comes from the
// data cache, which publishing revalidates.
export const dynamic = 'force-dynamic';

export async function generateMetadata(props: Props): Promise<Metadata> {
  return exhibitorsMetadata(props);
}

export default function Page(props: Props) {
  return <ExhibitorsPage {...props} />;
}
