import type { Metadata } from 'next';
import { noQuery } from '@/lib/unfiltered-lists';
import { VenueFinderPage, venueFinderMetadata } from '@/features/venues/venue-finder-page';

type Props = PageProps<'/[locale]/ongefilterd/locatie-finder'>;

// /locatie-finder without a query string, cached: the proxy rewrites it here (lib/unfiltered-lists.ts).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return venueFinderMetadata({ params, searchParams: noQuery() });
}

export default function Page({ params }: Props) {
  return <VenueFinderPage params={params} searchParams={noQuery()} />;
}
