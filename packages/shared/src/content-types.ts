/**
 * The CMS's content types the site reads, by the one name their cache tags, the CMS's
 * revalidation calls and their Strapi uid (`api::event.event`) share.
 */
export const contentTypes = [
  'article',
  'author',
  'event',
  'event-registration',
  // A company's entry at a fair.
  'exhibitor',
  'explore-topic',
  'magazine',
  'page',
  'partner',
  'product',
  'subscription-plan',
  'tag',
  'vacancy',
  'venue',
  'wire-item',
] as const;
export type ContentType = (typeof contentTypes)[number];

/** The Strapi uid of a content type: `event` → `api::event.event`. */
export type ContentTypeUid<T extends string> = T extends string ? `api::${T}.${T}` : never;
export const contentTypeUid = <T extends string>(type: T) => `api::${type}.${type}` as ContentTypeUid<T>;

/** The site's name of a Strapi uid: `api::article.article` → `article`. */
export const contentTypeOf = (uid: string) => uid.split('.').pop() ?? uid;

/** The content types in the crawler sitemap, by the CMS's plural API name in the sitemap's URLs. */
export const sitemapTypes = {
  articles: 'article',
  pages: 'page',
  tags: 'tag',
  authors: 'author',
  magazines: 'magazine',
  'explore-topics': 'explore-topic',
  events: 'event',
  // Events with exhibitors: their exhibitor list and floor plan.
  fairs: 'event',
  venues: 'venue',
  partners: 'partner',
  products: 'product',
  vacancies: 'vacancy',
} as const satisfies Record<string, ContentType>;
export type SitemapType = keyof typeof sitemapTypes;

export const isSitemapType = (type: unknown): type is SitemapType => typeof type === 'string' && Object.hasOwn(sitemapTypes, type);
