import type { Core } from '@strapi/strapi';
import { contentTypes } from '@strapi/utils';
import type { Knex } from 'knex';
import { dutchDate } from '../../../utils/dutch-date';
import { bulkDateTime, isoDateTime, tableOf } from '../../../utils/tables';
import { contentTypeUid, sitemapTypes, type SitemapType } from '@standplaats/shared';
import type { PageQuery } from '../validation/query';

type Version = { slug: string; id: number };
export type SitemapEntry = { documentId: string; updatedAt: string; versions: Record<string, Version> };
export type SitemapPage = {
  data: SitemapEntry[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
};

export type SitemapEntryService = {
  /** One page of documents of a type (ordered by documentId) with their published locale versions. */
  page(type: SitemapType, query: PageQuery): Promise<SitemapPage>;
};

type Row = { id: number; documentId: string; locale: string | null; slug: string; updatedAt: unknown };

export default ({ strapi }: { strapi: Core.Strapi }): SitemapEntryService => ({
  async page(type, { page, pageSize }) {
    const uid = contentTypeUid(sitemapTypes[type]);
    const { table, column } = tableOf(strapi, uid);
    const documentId = column('documentId');
    // Authors have no draft & publish: every row is live.
    const published = (query: Knex.QueryBuilder): Knex.QueryBuilder =>
      contentTypes.hasDraftAndPublish(strapi.getModel(uid)) ? query.whereNotNull(column('publishedAt')) : query;
    // Vacancies are in the sitemap while they are open (api/vacancy/open.ts), not once they close.
    const live = (query: Knex.QueryBuilder): Knex.QueryBuilder =>
      type === 'vacancies'
        ? published(query)
            .where(column('listingStatus'), 'published')
            .andWhere((open) => {
              open.whereNull(column('validThrough')).orWhere(column('validThrough'), '>=', dutchDate());
            })
        : type === 'fairs'
          ? published(query).whereIn(documentId, eventsWithExhibitors(strapi))
          : published(query);
    const connection = () => strapi.db.getConnection(table);

    // 1. The page's documents and their total, both from the (document_id, locale, published_at)
    //    index Strapi keeps on every table; the uncorrelated count runs once.
    const total = live(connection()).countDistinct({ count: documentId });
    const documents = (await live(connection())
      .select({ documentId, total })
      .groupBy(documentId)
      .orderBy(documentId)
      .limit(pageSize)
      .offset((page - 1) * pageSize)) as unknown as { documentId: string; total: number | string }[];

    let count: number;
    let rows: Row[] = [];
    if (documents.length) {
      count = Number(documents[0].total);
      // 2. Their rows: the page is a contiguous documentId range, so no list of ids is sent
      //    (bootstrap/indexes.ts covers this for the large types).
      rows = (await live(connection())
        .select({ id: column('id'), documentId, locale: column('locale'), slug: column('slug'), updatedAt: bulkDateTime(strapi, column('updatedAt')) })
        .whereBetween(documentId, [documents[0].documentId, documents[documents.length - 1].documentId])) as unknown as Row[];
    } else {
      // Past the last page the count had no row to ride on.
      const [{ count: counted }] = (await total) as unknown as { count: number | string }[];
      count = Number(counted);
    }

    // A type that is not translated (venues) shows one version in every language of the site.
    const i18n = strapi.plugin('i18n');
    const localized = i18n.service('content-types').isLocalizedContentType(strapi.getModel(uid));
    const everyLocale = localized ? [] : ((await i18n.service('locales').find()) as { code: string }[]).map(({ code }) => code);
    return {
      data: entries(documents, rows, everyLocale),
      meta: { pagination: { page, pageSize, pageCount: Math.ceil(count / pageSize), total: count } },
    };
  },
});

/** The documentIds of events that published exhibitor entries name (a subquery). */
function eventsWithExhibitors(strapi: Core.Strapi): Knex.QueryBuilder {
  const events = tableOf(strapi, 'api::event.event');
  const exhibitors = tableOf(strapi, 'api::exhibitor.exhibitor');
  const link = (strapi.db.metadata.get('api::exhibitor.exhibitor').attributes.event as { joinTable: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } } }).joinTable;
  return strapi.db
    .getConnection(link.name)
    .join(exhibitors.table, `${exhibitors.table}.${exhibitors.column('id')}`, `${link.name}.${link.joinColumn.name}`)
    .join(events.table, `${events.table}.${events.column('id')}`, `${link.name}.${link.inverseJoinColumn.name}`)
    .whereNotNull(`${exhibitors.table}.${exhibitors.column('publishedAt')}`)
    .distinct(`${events.table}.${events.column('documentId')}`);
}

/** One entry per document, in the page's order; `updatedAt` is the newest of its versions. */
/** `everyLocale`: the locales of a type without translations, whose one row stands for all. */
function entries(documents: { documentId: string }[], rows: Row[], everyLocale: string[]): SitemapEntry[] {
  const byDocument = new Map<string, SitemapEntry>();
  for (const { documentId } of documents) byDocument.set(documentId, { documentId, updatedAt: '', versions: {} });
  for (const row of rows) {
    const entry = byDocument.get(row.documentId);
    if (!entry) continue;
    const updatedAt = isoDateTime(row.updatedAt);
    if (updatedAt > entry.updatedAt) entry.updatedAt = updatedAt;
    for (const locale of everyLocale.length ? everyLocale : [row.locale ?? '']) entry.versions[locale] = { slug: row.slug, id: row.id };
  }
  // A document deleted between the two queries has no versions left.
  return [...byDocument.values()].filter((entry) => entry.updatedAt);
}
