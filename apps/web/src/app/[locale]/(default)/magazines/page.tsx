import type { Metadata } from 'next';
import { MagazinesPage, magazinesMetadata } from '@/features/magazines/magazines-page';

type Props = PageProps<'/[locale]/magazines'>;

// The page number is a query parameter, so the HTML is rendered per request; its data comes from
// the data cache, which publishing revalidates.
export const dynamic = 'force-dynamic';

export async function generateMetadata(props: Props): Promise<Metadata> {
  return magazinesMetadata(props);
}

export default function Page(props: Props) {
  return <MagazinesPage {...props} />;
}
