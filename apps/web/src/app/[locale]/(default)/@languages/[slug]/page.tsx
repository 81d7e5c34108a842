import { getPage } from '@/lib/cms/pages';
import { paths } from '@/lib/paths';
import { switchBySlug } from '../by-slug';

export function generateStaticParams() {
  return [];
}

export default switchBySlug(getPage, paths.page);
