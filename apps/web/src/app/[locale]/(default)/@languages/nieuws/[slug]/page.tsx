import { getArticle } from '@/lib/cms/articles';
import { paths } from '@/lib/paths';
import { switchBySlug } from '../../by-slug';

export function generateStaticParams() {
  return [];
}

export default switchBySlug(getArticle, paths.article);
