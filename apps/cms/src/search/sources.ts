import type { Core, UID } from '@strapi/strapi';
import { locales, standLabel } from '@standplaats/shared';
import { isOpenVacancy } from '../site/open-vacancies';
import { typeWordsOf } from './type-words';

/** The kinds of result a reader sees, in the order the type facet lists them. */
export const SEARCH_TYPES = ['article', 'event', 'vacancy', 'company', 'product', 'venue', 'magazine', 'page', 'exhibitor'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** One published document in one language, as the index holds it. */
export type IndexedDocument = {
  type: SearchType;
  documentId: string;
  /** '' for types without languages (venues, exhibitors): found in every language. */
  locale: string;
  /** What the site's address is built from; an exhibitor entry's is `{fair slug}/{stand}` ("vakbeurs/8.B12"), its stand on the fair's plan. */
  slug: string | null;
  /** The row id, for the types whose site URL is by id (companies, products). */
  refId: number | null;
  title: string;
  body: string;
  date: number | null;
  /** Epoch ms after which an event is past, or a vacancy closed or a fair's exhibitor gone (no longer found at all). */
  until: number | null;
  place: string | null;
  company: string | null;
  /** The words naming its kind (type-words.ts): indexed with its text, never shown. */
  typeWords?: string;
};

// Documents of nine content types, each source reads its own fields from them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Row = Record<string, any>;

type Source = {
  uid: UID.ContentType;
  localized: boolean;
  fields: string[];
  populate?: Record<string, unknown>;
  /** Whether a published document belongs in the index (open vacancies only). */
  include?: (row: Row, now: Date) => boolean;
  toDocument: (row: Row) => Omit<IndexedDocument, 'type' | 'documentId' | 'locale'>;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const time = (value: unknown) => (value ? new Date(value as string).getTime() : null);
const endOfDay = (date: unknown) => (date ? new Date(`${String(date)}T00:00:00Z`).getTime() + DAY_MS : null);

/** The words of Strapi blocks, dynamic zones and components: every `text`, in reading order. */
export function plainText(value: unknown): string {
  const parts: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if ((key === 'text' || key === 'title' || key === 'heading') && typeof child === 'string') parts.push(child);
        else if (typeof child === 'object') walk(child);
      }
    }
  };
  walk(value);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

const join = (...parts: unknown[]) => parts.filter((part) => typeof part === 'string' && part.trim()).join(' \n ');
const none = { slug: null, refId: null, date: null, until: null, place: null, company: null };

export const SOURCES: Record<SearchType, Source> = {
  article: {
    uid: 'api::article.article', localized: true, fields: ['title', 'slug', 'excerpt', 'body', 'date'],
    toDocument: (row) => ({ ...none, slug: row.slug, title: row.title, body: join(row.excerpt, plainText(row.body)), date: time(row.date) }),
  },
  event: {
    uid: 'api::event.event', localized: true,
    fields: ['title', 'slug', 'description', 'body', 'startsAt', 'endsAt', 'venueName', 'city', 'kind'],
    populate: { organiser: { fields: ['name'] } },
    toDocument: (row) => ({
      ...none, slug: row.slug, title: row.title, body: join(row.description, plainText(row.body), row.venueName, row.city),
      date: time(row.startsAt), until: time(row.endsAt ?? row.startsAt), place: row.city ?? null, company: row.organiser?.name ?? null,
    }),
  },
  vacancy: {
    uid: 'api::vacancy.vacancy', localized: true,
    fields: ['title', 'slug', 'description', 'location', 'validThrough', 'listingStatus', 'publishedAt'],
    populate: { partner: { fields: ['name'] } },
    // Open vacancies only, by the vacancies' own rule (api/vacancy/open.ts), and only published ones.
    include: (row, now) => Boolean(row.publishedAt) && isOpenVacancy(row, now),
    toDocument: (row) => ({
      ...none, slug: row.slug, title: row.title, body: join(plainText(row.description), row.location, row.partner?.name),
      date: time(row.publishedAt), until: endOfDay(row.validThrough), place: row.location ?? null, company: row.partner?.name ?? null,
    }),
  },
  company: {
    uid: 'api::partner.partner', localized: true, fields: ['name', 'description', 'categories'], populate: { address: true },
    toDocument: (row) => ({
      ...none, refId: row.id, title: row.name, body: join(row.description, Array.isArray(row.categories) ? row.categories.join(', ') : null, row.address?.city),
      place: row.address?.city ?? null,
    }),
  },
  product: {
    uid: 'api::product.product', localized: true, fields: ['name', 'category', 'description'], populate: { partner: { fields: ['name'] } },
    toDocument: (row) => ({ ...none, refId: row.id, title: row.name, body: join(row.description, row.category, row.partner?.name), company: row.partner?.name ?? null }),
  },
  venue: {
    uid: 'api::venue.venue', localized: false, fields: ['name', 'slug', 'description', 'city'],
    toDocument: (row) => ({ ...none, slug: row.slug, title: row.name, body: join(row.description, row.city), place: row.city ?? null }),
  },
  magazine: {
    uid: 'api::magazine.magazine', localized: true, fields: ['title', 'slug', 'date', 'contents'],
    toDocument: (row) => ({ ...none, slug: row.slug, title: row.title, body: plainText(row.contents), date: time(row.date) }),
  },
  page: {
    uid: 'api::page.page', localized: true, fields: ['title', 'slug', 'intro'], populate: { blocks: true },
    toDocument: (row) => ({ ...none, slug: row.slug, title: row.title, body: join(row.intro, plainText(row.blocks)) }),
  },
  // A company at a fair, found by its name and by its stand ("8.B12", "stand B12") until the fair ends; in every language.
  exhibitor: {
    uid: 'api::exhibitor.exhibitor', localized: false, fields: ['hall', 'stand', 'message', 'messageEn'],
    populate: { partner: { fields: ['name'] }, event: { fields: ['title', 'slug', 'startsAt', 'endsAt', 'venueName'], populate: { localizations: { fields: ['title'] } } } },
    include: (row) => Boolean(row.event && row.partner),
    toDocument: (row) => ({
      ...none,
      slug: `${row.event.slug}/${standLabel(row.hall, row.stand)}`,
      title: `${row.partner.name}, stand ${standLabel(row.hall, row.stand)}`,
      body: join(row.event.title, ...(row.event.localizations ?? []).map((version: Row) => version.title), row.event.venueName, `hal ${row.hall}`, row.message, row.messageEn),
      date: time(row.event.startsAt),
      until: time(row.event.endsAt),
      place: row.event.venueName ?? null,
      company: row.partner.name,
    }),
  },
};

const PAGE = 200;

export const typeOfUid = (uid: string) => SEARCH_TYPES.find((type) => SOURCES[type].uid === uid);

/** The published documents of one type, page by page, or only those of one document. */
export async function* readPublished(strapi: Core.Strapi, type: SearchType, documentId?: string): AsyncGenerator<IndexedDocument[]> {
  const source = SOURCES[type];
  const now = new Date();
  for (const locale of source.localized ? locales : ['']) {
    for (let start = 0; ; start += PAGE) {
      const rows = (await strapi.documents(source.uid).findMany({
        status: 'published',
        ...(locale ? { locale } : {}),
        ...(documentId ? { filters: { documentId } } : {}),
        fields: source.fields,
        populate: source.populate,
        sort: ['id:asc'],
        limit: PAGE,
        start,
      } as never)) as unknown as Row[];
      yield rows
        .filter((row) => !source.include || source.include(row, now))
        .map((row) => ({ type, documentId: row.documentId, locale, ...source.toDocument(row), typeWords: typeWordsOf(type, row.kind) }))
        // A document without a title (an exhibitor's entry is titled by its company) is not shown.
        .filter((document) => typeof document.title === 'string');
      if (rows.length < PAGE) break;
    }
  }
}
