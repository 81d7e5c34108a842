import type { Metadata } from 'next';
import { VacancyBoard, vacancyBoardMetadata } from '@/features/vacancies/vacancy-board';

type Props = PageProps<'/[locale]/vacatures'>;

// The proxy serves a GET of this list from its copy cached per query string (lib/list-copies.ts);
// what else reaches this route is rendered per request.
export const dynamic = 'force-dynamic';

export async function generateMetadata(props: Props): Promise<Metadata> {
  return vacancyBoardMetadata(props);
}

export default function Page(props: Props) {
  return <VacancyBoard {...props} />;
}
