import type { Metadata } from 'next';
import { copiedQuery } from '@/lib/list-copies';
import { NewsTagPage, newsTagMetadata } from '@/features/news/tag-page';

type Props = PageProps<'/[locale]/lijst-kopie/[query]/nieuws/tag/[slug]'>;

// /nieuws/tag/{slug} cached per query string: the proxy rewrites it here (lib/list-copies.ts).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return newsTagMetadata({ params, searchParams: copiedQuery(params) });
}

export default function Page({ params }: Props) {
  return <NewsTagPage params={params} searchParams={copiedQuery(params)} />;
}

// Rendered on a tag's first request, then cached.
export function generateStaticParams() {
  return [];
}
