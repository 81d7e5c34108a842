import type { Metadata } from 'next';
import { NewsTagPage, newsTagMetadata } from '@/features/news/tag-page';

type Props = PageProps<'/[locale]/nieuws/tag/[slug]'>;

// The page number is a query parameter, so the HTML is rendered per request; its data comes from
// the data cache, which publishing revalidates.
export const dynamic = 'force-dynamic';

export async function generateMetadata(props: Props): Promise<Metadata> {
  return newsTagMetadata(props);
}

export default function Page(props: Props) {
  return <NewsTagPage {...props} />;
}
