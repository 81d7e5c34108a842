/**
 * Where each kind of content and each page the CMS links to lives on the site, in Dutch segments
 * (`localisedPath` adds the language prefix). The site's routes and the CMS's links, previews,
 * mails and push messages all read this table, so a URL changes in this file alone.
 */
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
  liveWire: '/livewire',
  // The pages the CMS's mails and settings link to.
  account: '/account',
  login: '/inloggen',
  activateAccount: '/account-activeren',
  forgotPassword: '/wachtwoord-vergeten',
  resetPassword: '/wachtwoord-reset',
  confirmEmail: '/email-valideren',
  invitation: '/uitnodiging',
  confirmNewsletter: '/nieuwsbrief/bevestigen',
  unsubscribeNewsletter: '/nieuwsbrief/afmelden',
  socialLogin: '/auth/connect',
} as const;
