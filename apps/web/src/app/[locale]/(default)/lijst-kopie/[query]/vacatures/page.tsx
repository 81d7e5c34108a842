import type { Metadata } from 'next';
import { copiedQuery } from '@/lib/list-copies';
import { VacancyBoard, vacancyBoardMetadata } from '@/features/vacancies/vacancy-board';

type Props = PageProps<'/[locale]/lijst-kopie/[query]/vacatures'>;

// /vacatures cached per query string: the proxy rewrites it here (lib/list-copies.ts).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return vacancyBoardMetadata({ params, searchParams: copiedQuery(params) });
}

export default function Page({ params }: Props) {
  return <VacancyBoard params={params} searchParams={copiedQuery(params)} />;
}
