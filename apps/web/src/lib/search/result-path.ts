import { standHref } from '@/lib/exhibitors/filters';
import { paths } from '@/lib/paths';
import type { ResultType } from './params';

/** An exhibitor's `{fair slug}/{hall}.{stand}`: its stand on the fair's plan. */
function standPath(slug: string): string | null {
  const match = /^([^/]+)\/([0-9A-Za-z]+)\.([0-9A-Za-z-]+)$/.exec(slug);
  return match ? standHref(match[1]!, match[2]!, match[3]!) : null;
}

/** The page of a search result (companies and products by documentId, the rest by slug), or null when it has nothing to link by. */
export function resultPath(result: { type: ResultType; slug: string | null; documentId: string }): string | null {
  const { type, slug, documentId } = result;
  if (type === 'company') return paths.company(documentId);
  if (type === 'product') return paths.product(documentId);
  if (slug === null) return null;
  if (type === 'exhibitor') return standPath(slug);
  const bySlug = { article: paths.article, event: paths.event, vacancy: paths.vacancy, venue: paths.venue, magazine: paths.magazine, page: paths.page } as const;
  return bySlug[type](slug);
}
