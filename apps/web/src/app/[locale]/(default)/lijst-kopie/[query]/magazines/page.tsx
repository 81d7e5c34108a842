import type { Metadata } from 'next';
import { copiedQuery } from '@/lib/list-copies';
import { MagazinesPage, magazinesMetadata } from '@/features/magazines/magazines-page';

type Props = PageProps<'/[locale]/lijst-kopie/[query]/magazines'>;

// /magazines cached per query string: the proxy rewrites it here (lib/list-copies.ts).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return magazinesMetadata({ params, searchParams: copiedQuery(params) });
}

export default function Page({ params }: Props) {
  return <MagazinesPage params={params} searchParams={copiedQuery(params)} />;
}
