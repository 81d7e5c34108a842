import type { Metadata } from 'next';
import { copiedQuery } from '@/lib/list-copies';
import { DirectoryPage, directoryMetadata } from '@/features/companies/directory-page';

type Props = PageProps<'/[locale]/lijst-kopie/[query]/bedrijvengids'>;

// /bedrijvengids cached per query string: the proxy rewrites it here (lib/list-copies.ts).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return directoryMetadata({ params, searchParams: copiedQuery(params) });
}

export default function Page({ params }: Props) {
  return <DirectoryPage params={params} searchParams={copiedQuery(params)} />;
}
