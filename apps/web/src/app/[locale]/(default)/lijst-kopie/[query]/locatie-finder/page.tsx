import type { Metadata } from 'next';
import { copiedQuery } from '@/lib/list-copies';
import { VenueFinderPage, venueFinderMetadata } from '@/features/venues/venue-finder-page';

type Props = PageProps<'/[locale]/lijst-kopie/[query]/locatie-finder'>;

// /locatie-finder cached per query string: the proxy rewrites it here (lib/list-copies.ts).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return venueFinderMetadata({ params, searchParams: copiedQuery(params) });
}

export default function Page({ params }: Props) {
  return <VenueFinderPage params={params} searchParams={copiedQuery(params)} />;
}
