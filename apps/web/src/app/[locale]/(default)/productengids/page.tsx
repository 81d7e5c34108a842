import type { Metadata } from 'next';
import { ProductGuidePage, productGuideMetadata } from '@/features/products/product-guide-page';

type Props = PageProps<'/[locale]/productengids'>;

// The filters are query parameters, so the HTML is rendered per request; its data comes from the
// data cache, which publishing revalidates.
export const dynamic = 'force-dynamic';

export async function generateMetadata(props: Props): Promise<Metadata> {
  return productGuideMetadata(props);
}

export default function Page(props: Props) {
  return <ProductGuidePage {...props} />;
}
