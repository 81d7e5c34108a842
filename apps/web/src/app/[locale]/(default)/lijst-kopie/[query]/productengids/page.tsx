import type { Metadata } from 'next';
import { copiedQuery } from '@/lib/list-copies';
import { ProductGuidePage, productGuideMetadata } from '@/features/products/product-guide-page';

type Props = PageProps<'/[locale]/lijst-kopie/[query]/productengids'>;

// /productengids cached per query string: the proxy rewrites it here (lib/list-copies.ts).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return productGuideMetadata({ params, searchParams: copiedQuery(params) });
}

export default function Page({ params }: Props) {
  return <ProductGuidePage params={params} searchParams={copiedQuery(params)} />;
}
