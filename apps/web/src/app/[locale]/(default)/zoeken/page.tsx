import type { Metadata } from 'next';
import { SearchPage, searchMetadata } from '@/features/search/search-page';

type Props = PageProps<'/[locale]/zoeken'>;

// Rendered per request for a reader the proxy could not count (past their limit, or the CMS slow);
// every other reader gets the copy cached per search (lijst-kopie/[query]/zoeken).
export const dynamic = 'force-dynamic';

export async function generateMetadata(props: Props): Promise<Metadata> {
  return searchMetadata(props);
}

export default function Page(props: Props) {
  return <SearchPage {...props} />;
}
