import { localisedPath, paths, type Locale } from '@standplaats/shared';

/** What a site path is built from: the document's slug, or its documentId, or for authors its row id. */
export type PathSource = { id?: number; documentId?: string; slug?: string };

const bySlug = (path: (slug: string) => string) => ({ slug }: PathSource) => (slug ? path(slug) : null);

const PATHS: Record<string, (doc: PathSource) => string | null> = {
  'api::article.article': bySlug(paths.article),
  'api::event.event': bySlug(paths.event),
  'api::page.page': bySlug(paths.page),
  'api::magazine.magazine': bySlug(paths.magazine),
  'api::explore-topic.explore-topic': bySlug(paths.topic),
  'api::vacancy.vacancy': bySlug(paths.vacancy),
  'api::venue.venue': bySlug(paths.venue),
  // Companies and products are named by their documentId, the same in every language.
  'api::partner.partner': ({ documentId }) => (documentId ? paths.company(documentId) : null),
  'api::product.product': ({ documentId }) => (documentId ? paths.product(documentId) : null),
  // Authors have no draft & publish, so each locale row keeps its id: the URL names it.
  'api::author.author': ({ id, slug }) => (id && slug ? paths.author({ id, slug }) : null),
  // One page shows the whole wire.
  'api::wire-item.wire-item': () => paths.liveWire,
};

export const hasSitePath = (uid: string) => Object.prototype.hasOwnProperty.call(PATHS, uid);

/** Where the site shows a document of a type; null for types without a page. */
export function sitePath(uid: string, doc: PathSource, locale: Locale): string | null {
  const path = hasSitePath(uid) ? PATHS[uid](doc) : null;
  return path && localisedPath(locale, path);
}

/** An absolute link to a page of the site in a language, for mails: SITE_URL, then the page's path in that language. */
export function siteLink(path: string, locale: Locale, query: Record<string, string> = {}): string {
  const base = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  const search = new URLSearchParams(query).toString();
  return `${base}${localisedPath(locale, path)}${search ? `?${search}` : ''}`;
}
