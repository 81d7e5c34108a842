// Where each kind of content lives on the site, in Dutch segments (the language prefix is added by
// `localisedPath` or next-intl's Link). One place, so a URL scheme changes in one file.
export const paths = {
  article: (slug: string) => `/nieuws/${slug}`,
  newsTag: (slug: string) => `/nieuws/tag/${slug}`,
  author: (author: { id: number; slug: string }) => `/auteurs/${author.id}/${author.slug}`,
  page: (slug: string) => `/${slug}`,
  magazine: (slug: string) => `/magazines/${slug}`,
  topic: (slug: string) => `/explore/${slug}`,
  event: (slug: string) => `/kalender/${slug}`,
  company: (id: number) => `/bedrijvengids/${id}`,
  vacancy: (slug: string) => `/vacatures/${slug}`,
  archiveYear: (year: number) => `/sitemap/${year}`,
  archiveMonth: (year: number, month: number) => `/sitemap/${year}/${month}`,
  newsFeed: (format: 'rss' | 'atom') => `/feeds/nieuws/${format}`,
  tagFeed: (slug: string, format: 'rss' | 'atom') => `/feeds/tag/${slug}/${format}`,
} as const;
