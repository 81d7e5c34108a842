import type { Metadata } from 'next';
import { VacancyBoard, vacancyBoardMetadata } from '@/features/vacancies/vacancy-board';

type Props = PageProps<'/[locale]/vacatures'>;

// The filters are query parameters, so the HTML is rendered per request; its data comes from the
// data cache, which the CMS revalidates.
export const dynamic = 'force-dynamic';

export async function generateMetadata(props: Props): Promise<Metadata> {
  return vacancyBoardMetadata(props);
}

export default function Page(props: Props) {
  return <VacancyBoard {...props} />;
}
