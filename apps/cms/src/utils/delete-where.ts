import type { Core } from '@strapi/strapi';

type Query = ReturnType<Core.Strapi['db']['query']>;

/**
 * Deletes the rows a filter matches. Strapi's deleteMany with a filter on a relation writes SQL
 * that SQLite refuses ("ambiguous column name"), so the rows are found first and deleted by id.
 */
export async function deleteWhere(query: Query, where: Record<string, unknown>): Promise<number> {
  const rows: { id: number }[] = await query.findMany({ select: ['id'], where });
  if (rows.length === 0) return 0;
  const { count } = await query.deleteMany({ where: { id: { $in: rows.map(({ id }) => id) } } });
  return count;
}
