import { getEvent } from '@/lib/cms/events';
import { paths } from '@/lib/paths';
import { switchBySlug } from '../../../../../by-slug';

export function generateStaticParams() {
  return [];
}

export default switchBySlug(getEvent, paths.exhibitors);
