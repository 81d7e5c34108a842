import { paths } from '@/lib/paths';
import type { ResultType } from './params';

/** The page of a search result (companies and products by documentId, the rest by slug), or null when it has nothing to link by. */
export function resultPath(result: { type: ResultType; slug: string | null; documentId: string }): string | null {
  const { type, slug, documentId } = result;
  if (type === 'company') return paths.company(documentId);
  if (type === 'product') return paths.product(documentId);
  if (slug === null) return null;
  const bySlug = { article: paths.article, event: paths.event, vacancy: paths.vacancy, venue: paths.venue, magazine: paths.magazine, page: paths.page } as const;
  return bySlug[type](slug);
}
