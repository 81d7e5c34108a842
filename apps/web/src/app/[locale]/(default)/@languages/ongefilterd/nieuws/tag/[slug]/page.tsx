import { getNewsTag } from '@/lib/cms/news-tags';
import { paths } from '@/lib/paths';
import { switchBySlug } from '../../../../by-slug';

// A tag's first page is served from its cached copy (lib/unfiltered-lists.ts), with the same switch.
export function generateStaticParams() {
  return [];
}

export default switchBySlug(getNewsTag, paths.newsTag);
