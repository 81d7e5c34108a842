import { getMagazine } from '@/lib/cms/magazines';
import { paths } from '@/lib/paths';
import { switchBySlug } from '../../by-slug';

export function generateStaticParams() {
  return [];
}

export default switchBySlug(getMagazine, paths.magazine);
