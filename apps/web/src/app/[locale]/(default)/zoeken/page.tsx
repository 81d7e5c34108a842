import type { Metadata } from 'next';
import { SearchPage, searchMetadata } from '@/features/search/search-page';

type Props = PageProps<'/[locale]/zoeken'>;

// Every query is its own page, rendered per request.
export const dynamic = 'force-dynamic';

export async function generateMetadata(props: Props): Promise<Metadata> {
  return searchMetadata(props);
}

export default function Page(props: Props) {
  return <SearchPage {...props} />;
}
