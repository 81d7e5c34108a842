import type { Metadata } from 'next';
import { VenueFinderPage, venueFinderMetadata } from '@/features/venues/venue-finder-page';

type Props = PageProps<'/[locale]/locatie-finder'>;

// The proxy serves a GET of this list from its copy cached per query string (lib/list-copies.ts);
// what else reaches this route is rendered per request.
export const dynamic = 'force-dynamic';

export async function generateMetadata(props: Props): Promise<Metadata> {
  return venueFinderMetadata(props);
}

export default function Page(props: Props) {
  return <VenueFinderPage {...props} />;
}
