import type { Metadata } from 'next';
import { ExhibitorsPage, exhibitorsMetadata } from '@/features/exhibitors/exhibitors-page';

type Props = PageProps<'/[locale]/kalender/[slug]/exposanten'>;

// The proxy serves a GET of this list from its copy cached per query string (lib/list-copies.ts);
// what else reaches this route is rendered per request.
export const dynamic = 'force-dynamic';

export async function generateMetadata(props: Props): Promise<Metadata> {
  return exhibitorsMetadata(props);
}

export default function Page(props: Props) {
  return <ExhibitorsPage {...props} />;
}
