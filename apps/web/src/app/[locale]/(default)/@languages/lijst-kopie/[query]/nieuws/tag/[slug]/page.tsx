import { getNewsTag } from '@/lib/cms/news-tags';
import { paths } from '@/lib/paths';
import { switchBySlug } from '../../../../../by-slug';

// A tag's pages are served from their cached copies (lib/list-copies.ts), with the same switch.
export function generateStaticParams() {
  return [];
}

export default switchBySlug(getNewsTag, paths.newsTag);
