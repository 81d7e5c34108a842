import type { Metadata } from 'next';
import { DirectoryPage, directoryMetadata } from '@/features/companies/directory-page';

type Props = PageProps<'/[locale]/bedrijvengids'>;

// The filters are query parameters, so the HTML is rendered per request; its data comes from the
// data cache, which publishing revalidates.
export const dynamic = 'force-dynamic';

export async function generateMetadata(props: Props): Promise<Metadata> {
  return directoryMetadata(props);
}

export default function Page(props: Props) {
  return <DirectoryPage {...props} />;
}
