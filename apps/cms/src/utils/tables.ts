import type { Core, UID } from '@strapi/strapi';

/** The table of a content type and its column names by attribute, for grouped queries Strapi's query API cannot express. */
export function tableOf(strapi: Core.Strapi, uid: UID.ContentType) {
  const { tableName, attributes } = strapi.db.metadata.get(uid);
  const column = (attribute: string) => {
    const found = attributes[attribute] as { columnName?: string } | undefined;
    if (!found) throw new Error(`${uid} has no attribute ${attribute}`);
    return found.columnName ?? attribute;
  };
  return { table: tableName, column };
}

/**
 * Holds a content type's rows whose `attribute` is `value` until the transaction ends, so two
 * requests that read and then write them go one after the other (PostgreSQL; SQLite writes one
 * at a time anyway).
 */
export async function lockRows(strapi: Core.Strapi, trx: unknown, uid: UID.ContentType, attribute: string, value: string | number) {
  if (strapi.db.dialect.client !== 'postgres') return;
  const { table, column } = tableOf(strapi, uid);
  await strapi.db.connection(table).transacting(trx as never).select('id').where(column(attribute), value).forUpdate();
}

/**
 * A datetime column as it is cheapest to read in bulk: SQLite stores epoch milliseconds, and
 * PostgreSQL's text of a timestamp spares the pg driver parsing a Date per row (most of the
 * time of a 25,000-row read).
 */
export const bulkDateTime = (strapi: Core.Strapi, column: string) =>
  strapi.db.dialect.client === 'postgres' ? strapi.db.connection.raw('??::text', [column]) : column;

/** ISO text of a `bulkDateTime` value (or a Date). Zoneless text is local time, as the pg driver reads it. */
export function isoDateTime(value: unknown): string {
  const text = typeof value === 'string' && /^\d{4}-\d\d-\d\d \d/.test(value) ? value.replace(' ', 'T') : value;
  return new Date(text as string | number | Date).toISOString();
}
