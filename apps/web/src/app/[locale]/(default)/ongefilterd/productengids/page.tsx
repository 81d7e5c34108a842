import type { Metadata } from 'next';
import { noQuery } from '@/lib/unfiltered-lists';
import { ProductGuidePage, productGuideMetadata } from '@/features/products/product-guide-page';

type Props = PageProps<'/[locale]/ongefilterd/productengids'>;

// /productengids without a query string, cached: the proxy rewrites it here (lib/unfiltered-lists.ts).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return productGuideMetadata({ params, searchParams: noQuery() });
}

export default function Page({ params }: Props) {
  return <ProductGuidePage params={params} searchParams={noQuery()} />;
}
