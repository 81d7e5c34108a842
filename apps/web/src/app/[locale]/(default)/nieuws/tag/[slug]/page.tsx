import type { Metadata } from 'next';
import { NewsTagPage, newsTagMetadata } from '@/features/news/tag-page';

type Props = PageProps<'/[locale]/nieuws/tag/[slug]'>;

// The proxy serves a GET of this list from its copy cached per query string (lib/list-copies.ts);
// what else reaches this route is rendered per request.
export const dynamic = 'force-dynamic';

export async function generateMetadata(props: Props): Promise<Metadata> {
  return newsTagMetadata(props);
}

export default function Page(props: Props) {
  return <NewsTagPage {...props} />;
}
