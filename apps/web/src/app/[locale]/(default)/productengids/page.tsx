import type { Metadata } from 'next';
import { ProductGuidePage, productGuideMetadata } from '@/features/products/product-guide-page';

type Props = PageProps<'/[locale]/productengids'>;

// The proxy serves a GET of this list from its copy cached per query string (lib/list-copies.ts);
// what else reaches this route is rendered per request.
export const dynamic = 'force-dynamic';

export async function generateMetadata(props: Props): Promise<Metadata> {
  return productGuideMetadata(props);
}

export default function Page(props: Props) {
  return <ProductGuidePage {...props} />;
}
