import type { Locale } from '@standplaats/shared';

// Where each kind of content lives on the site, in Dutch segments (the language prefix is added by
// `localisedPath` or next-intl's Link). One place, so a URL scheme changes in one file.
export const paths = {
  article: (slug: string) => `/nieuws/${slug}`,
  newsTag: (slug: string) => `/nieuws/tag/${slug}`,
  author: (author: { id: number; slug: string }) => `/auteurs/${author.id}/${author.slug}`,
  page: (slug: string) => `/${slug}`,
  magazine: (slug: string) => `/magazines/${slug}`,
  topic: (slug: string) => `/explore/${slug}`,
  calendar: '/kalender',
  event: (slug: string) => `/kalender/${slug}`,
  eventFile: (slug: string) => `/kalender/${slug}/ics`,
  calendarFeed: '/feeds/kalender',
  registrations: '/inschrijvingen',
  // The registration form of one event, which log-in brings the member back to.
  registration: (slug: string) => `/inschrijvingen?${new URLSearchParams({ evenement: slug })}`,
  venueFinder: '/locatie-finder',
  venue: (slug: string) => `/locatie-finder/${slug}`,
  // A company's documentId (the same in both languages and across publishing); an older row id
  // still works: the page redirects it to the documentId.
  company: (id: number | string) => `/bedrijvengids/${id}`,
  directory: '/bedrijvengids',
  companyProducts: (id: string) => `/bedrijvengids/${id}/producten`,
  productGuide: '/productengids',
  product: (id: string) => `/productengids/${id}`,
  search: '/zoeken',
  newsArchive: '/sitemap',
  vacancy: (slug: string) => `/vacatures/${slug}`,
  vacancies: '/vacatures',
  postVacancy: '/vacatures/plaatsen',
  vacancyFeed: '/feeds/vacatures',
  subscriptionPlan: (slug: string) => `/abonnementen/${slug}`,
  archiveYear: (year: number) => `/sitemap/${year}`,
  archiveMonth: (year: number, month: number) => `/sitemap/${year}/${month}`,
  newsFeed: (format: 'rss' | 'atom') => `/feeds/nieuws/${format}`,
  tagFeed: (slug: string, format: 'rss' | 'atom') => `/feeds/tag/${slug}/${format}`,
  industryDashboard: '/industry-dashboard',
  industryDashboardCsv: '/industry-dashboard/csv',
} as const;

/** A page's path in each language it exists in, from what identifies it per language. */
export const pathsPerLanguage = <V>(versions: Partial<Record<Locale, V>>, toPath: (version: V) => string) =>
  Object.fromEntries(Object.entries(versions).map(([locale, version]) => [locale, toPath(version as V)])) as Partial<Record<Locale, string>>;

/** The query parameter of list pages; page 1 has none, so every list has one canonical first page. */
export const PAGE_PARAM = 'pagina';

/** A page of a list at `path`, which may carry a query of its own (a filtered calendar). */
export const pageHref = (path: string, page: number) => (page <= 1 ? path : `${path}${path.includes('?') ? '&' : '?'}${PAGE_PARAM}=${page}`);

/**
 * The page number in a list's search params: 1 when absent, null when it is not a positive whole
 * number (the route's validity check turns that into a 404).
 */
export function pageNumber(searchParams: Record<string, string | string[] | undefined>): number | null {
  const raw = searchParams[PAGE_PARAM];
  if (raw === undefined) return 1;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,5}$/.test(raw)) return null;
  return Number(raw);
}
