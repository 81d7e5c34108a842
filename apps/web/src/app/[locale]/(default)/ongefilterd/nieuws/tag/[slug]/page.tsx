import type { Metadata } from 'next';
import { noQuery } from '@/lib/unfiltered-lists';
import List, { generateMetadata as listMetadata } from '@/app/[locale]/(default)/nieuws/tag/[slug]/page';

type Props = PageProps<'/[locale]/ongefilterd/nieuws/tag/[slug]'>;

// /nieuws/tag/{slug} without a query string, cached: the proxy rewrites it here (lib/unfiltered-lists.ts).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listMetadata({ params, searchParams: noQuery() });
}

export default function Page({ params }: Props) {
  return <List params={params} searchParams={noQuery()} />;
}

// Rendered on a tag's first request, then cached.
export function generateStaticParams() {
  return [];
}
