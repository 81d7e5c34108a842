import { validateZodSchema, z } from '@strapi/utils';

export const MAX_PAGE_SIZE = 25_000;

/** The crawler sitemap's types, by the site's URL word, and their content types. */
export const SITEMAP_TYPES = {
  articles: 'api::article.article',
  pages: 'api::page.page',
  tags: 'api::tag.tag',
  authors: 'api::author.author',
  magazines: 'api::magazine.magazine',
  'explore-topics': 'api::explore-topic.explore-topic',
  events: 'api::event.event',
  venues: 'api::venue.venue',
  partners: 'api::partner.partner',
  products: 'api::product.product',
  vacancies: 'api::vacancy.vacancy',
} as const;

export type SitemapType = keyof typeof SITEMAP_TYPES;

export const isSitemapType = (type: unknown): type is SitemapType => typeof type === 'string' && Object.prototype.hasOwnProperty.call(SITEMAP_TYPES, type);

const whole = (max: number) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, 'expected a positive whole number')
    .transform(Number)
    .refine((n) => n <= max, `at most ${max}`);

// Query values arrive as strings; unknown keys are refused rather than ignored.
const pageQuery = z.strictObject({
  page: whole(1_000_000).default(1),
  pageSize: whole(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE),
});

export type PageQuery = z.infer<typeof pageQuery>;

export const validatePageQuery = (query: unknown): PageQuery => validateZodSchema(pageQuery)(query);
