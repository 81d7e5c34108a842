import { getVacancy } from '@/lib/cms/vacancies';
import { paths } from '@/lib/paths';
import { switchBySlug } from '../../by-slug';

export function generateStaticParams() {
  return [];
}

export default switchBySlug(getVacancy, paths.vacancy);
