import type { Metadata } from 'next';
import { VenueFinderPage, venueFinderMetadata } from '@/features/venues/venue-finder-page';

type Props = PageProps<'/[locale]/locatie-finder'>;

// The filters are query parameters, so the HTML is rendered per request; its data comes from the
// data cache, which publishing revalidates.
export const dynamic = 'force-dynamic';

export async function generateMetadata(props: Props): Promise<Metadata> {
  return venueFinderMetadata(props);
}

export default function Page(props: Props) {
  return <VenueFinderPage {...props} />;
}
