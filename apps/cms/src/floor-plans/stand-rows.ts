import type { Core } from '@strapi/strapi';
import { createId } from '@paralleldrive/cuid2';
import type { Box } from './geometry';
import { STAND, VENUE } from './halls';

export type StandRow = Box & { hall: string; number: string; outline?: unknown };

type JoinTable = { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };

/**
 * Replaces the stands of some halls of a venue in one transaction, as rows: a hall's 150 stands
 * through the document service took ten seconds of writes, each its own round of middlewares,
 * while SQLite held its write lock. The rows are what the document service writes for a type
 * without draft & publish (a documentId, published at once), linked to both the venue's draft and
 * its published version, as Strapi links them; the link rows of the old stands go with them.
 */
export async function replaceStands(strapi: Core.Strapi, venue: string, halls: string[], stands: StandRow[]) {
  const link = (strapi.db.metadata.get(STAND).attributes.venue as unknown as { joinTable: JoinTable }).joinTable;
  const venueRows = (await strapi.db.query(VENUE).findMany({ select: ['id'], where: { documentId: venue } })) as { id: number }[];
  await strapi.db.transaction(async ({ trx }) => {
    const old = (await strapi.db.query(STAND).findMany({ select: ['id'], where: { venue: { documentId: venue }, hall: { $in: halls } } })) as { id: number }[];
    const oldIds = old.map(({ id }) => id);
    for (let i = 0; i < oldIds.length; i += 500) {
      const chunk = oldIds.slice(i, i + 500);
      await strapi.db.getConnection(link.name).transacting(trx).whereIn(link.joinColumn.name, chunk).delete();
      await strapi.db.query(STAND).deleteMany({ where: { id: { $in: chunk } } });
    }
    const now = new Date();
    const documentIds = stands.map(() => createId());
    await strapi.db.query(STAND).createMany({
      data: stands.map((stand, i) => ({ ...stand, outline: stand.outline ?? null, documentId: documentIds[i], createdAt: now, updatedAt: now, publishedAt: now })),
    });
    const created = (await strapi.db.query(STAND).findMany({ select: ['id'], where: { documentId: { $in: documentIds } } })) as { id: number }[];
    const rows = created.flatMap(({ id }) => venueRows.map((row) => ({ [link.joinColumn.name]: id, [link.inverseJoinColumn.name]: row.id })));
    // SQLite inserts many rows as one compound SELECT, which allows at most 500 terms.
    for (let i = 0; i < rows.length; i += 500) await strapi.db.getConnection(link.name).transacting(trx).insert(rows.slice(i, i + 500));
  });
}
