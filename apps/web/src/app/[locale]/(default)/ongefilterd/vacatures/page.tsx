import type { Metadata } from 'next';
import { noQuery } from '@/lib/unfiltered-lists';
import { VacancyBoard, vacancyBoardMetadata } from '@/features/vacancies/vacancy-board';

type Props = PageProps<'/[locale]/ongefilterd/vacatures'>;

// /vacatures without a query string, cached: the proxy rewrites it here (lib/unfiltered-lists.ts).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return vacancyBoardMetadata({ params, searchParams: noQuery() });
}

export default function Page({ params }: Props) {
  return <VacancyBoard params={params} searchParams={noQuery()} />;
}
