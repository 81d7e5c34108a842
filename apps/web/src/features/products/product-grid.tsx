import { getTranslations } from 'next-intl/server';
import { CARD_WIDEST, Image } from '@/components/ui/image';
import { Link } from '@/i18n/navigation';
import type { ProductSummary } from '@/lib/cms/products';
import { paths } from '@/lib/paths';

/** Products as cards: image, name, company and category. */
export async function ProductGrid({ products, empty, headingLevel = 2 }: { products: ProductSummary[]; empty: string; headingLevel?: 2 | 3 }) {
  const [t, sectorNames] = await Promise.all([getTranslations('productGuide'), getTranslations('directory.sectors')]);
  if (products.length === 0) return <p className="mb-6">{empty}</p>;
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {products.map((product) => (
        <li key={product.documentId} className="card-media">
          {product.image && <Image src={product.image.src} alt="" width={400} height={225} sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" widest={CARD_WIDEST} className="card-image" />}
          <div className="p-3">
            <Heading className="font-semibold">
              <Link href={paths.product(product.documentId)}>{product.name}</Link>
            </Heading>
            {product.company && <p className="text-sm">{t('by', { company: product.company.name })}</p>}
            {product.category && <p className="card-category">{sectorNames(product.category)}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
