/** Where the site shows a document of a type, by its slug; null for types without a page. */
export function sitePath(uid: string, slug: string | undefined, locale: string): string | null {
  if (!slug) return null;
  const prefix = locale === 'en' ? '/en' : '';
  const paths: Record<string, string> = {
    'api::article.article': `/nieuws/${slug}`,
    'api::event.event': `/kalender/${slug}`,
    'api::page.page': `/${slug}`,
    'api::magazine.magazine': `/magazines/${slug}`,
    'api::explore-topic.explore-topic': `/explore/${slug}`,
    'api::vacancy.vacancy': `/vacatures/${slug}`,
  };
  const path = paths[uid];
  return path ? `${prefix}${path}` : null;
}

/** The site's content-type name of a Strapi uid (`api::article.article` → `article`). */
export const siteType = (uid: string) => uid.split('.').pop() ?? uid;
