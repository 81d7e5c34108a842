import type { Metadata } from 'next';
import { NewsPage, newsMetadata } from '@/features/news/news-page';

type Props = PageProps<'/[locale]/nieuws'>;

// The proxy serves a GET of this list from its copy cached per query string (lib/list-copies.ts);
// what else reaches this route is rendered per request.
export const dynamic = 'force-dynamic';

export async function generateMetadata(props: Props): Promise<Metadata> {
  return newsMetadata(props);
}

export default function Page(props: Props) {
  return <NewsPage {...props} />;
}
