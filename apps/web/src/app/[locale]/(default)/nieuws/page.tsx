import type { Metadata } from 'next';
import { NewsPage, newsMetadata } from '@/features/news/news-page';

type Props = PageProps<'/[locale]/nieuws'>;

// The page number is a query parameter, so the HTML is rendered per request; its data comes from
// the data cache, which publishing revalidates. Without a query the proxy serves a cached copy.
export const dynamic = 'force-dynamic';

export async function generateMetadata(props: Props): Promise<Metadata> {
  return newsMetadata(props);
}

export default function Page(props: Props) {
  return <NewsPage {...props} />;
}
