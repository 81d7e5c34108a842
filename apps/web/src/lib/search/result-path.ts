import { paths } from '@/lib/paths';
import type { ResultType } from './params';

/** The page of a search result, or null when the CMS gave nothing to link by. */
export function resultPath(result: { type: ResultType; slug: string | null; id: number | null }): string | null {
  const { type, slug, id } = result;
  if (type === 'company' || type === 'product') return id === null ? null : type === 'company' ? paths.company(id) : paths.product(id);
  if (slug === null) return null;
  const bySlug = { article: paths.article, event: paths.event, vacancy: paths.vacancy, venue: paths.venue, magazine: paths.magazine, page: paths.page } as const;
  return bySlug[type](slug);
}
