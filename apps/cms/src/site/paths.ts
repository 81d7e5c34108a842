/** What a site path is built from: the document's slug and, for authors, its row id. */
export type PathSource = { id?: number; slug?: string };

const bySlug = (prefix: string) => ({ slug }: PathSource) => (slug ? `${prefix}${slug}` : null);

const PATHS: Record<string, (doc: PathSource) => string | null> = {
  'api::article.article': bySlug('/nieuws/'),
  'api::event.event': bySlug('/kalender/'),
  'api::page.page': bySlug('/'),
  'api::magazine.magazine': bySlug('/magazines/'),
  'api::explore-topic.explore-topic': bySlug('/explore/'),
  'api::vacancy.vacancy': bySlug('/vacatures/'),
  // Authors have no draft & publish, so each locale row keeps its id: the URL names it.
  'api::author.author': ({ id, slug }) => (id && slug ? `/auteurs/${id}/${slug}` : null),
  // One page shows the whole wire.
  'api::wire-item.wire-item': () => '/livewire',
};

export const hasSitePath = (uid: string) => Object.prototype.hasOwnProperty.call(PATHS, uid);

/** Where the site shows a document of a type; null for types without a page. */
export function sitePath(uid: string, doc: PathSource, locale: string): string | null {
  const path = hasSitePath(uid) ? PATHS[uid](doc) : null;
  return path && `${locale === 'en' ? '/en' : ''}${path}`;
}

/** The site's content-type name of a Strapi uid (`api::article.article` → `article`). */
export const siteType = (uid: string) => uid.split('.').pop() ?? uid;

/** An absolute link to a page of the site in a language, for mails: SITE_URL, then /en for English. */
export function siteLink(path: string, locale: string, query: Record<string, string> = {}): string {
  const base = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  const search = new URLSearchParams(query).toString();
  return `${base}${locale === 'en' ? '/en' : ''}${path}${search ? `?${search}` : ''}`;
}
