import { getTopic } from '@/lib/cms/explore';
import { paths } from '@/lib/paths';
import { switchBySlug } from '../../by-slug';

export function generateStaticParams() {
  return [];
}

export default switchBySlug(getTopic, paths.topic);
