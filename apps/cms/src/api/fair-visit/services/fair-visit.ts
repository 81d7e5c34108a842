import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { mergeFavourites } from '@standplaats/shared';
import { lockRows } from '../../../utils/tables';
import type { SaveBody } from '../validation';

const UID = 'api::fair-visit.fair-visit';

export type FairVisitView = { event: string; stands: string[] };

export type FairVisitService = {
  mine(userId: number, event: string): Promise<FairVisitView>;
  /** Keeps the list, or adds it to the kept one after its own (signing in merges the browser's list). 404 for a fair that is not published. */
  save(userId: number, event: string, body: SaveBody): Promise<FairVisitView>;
  /** Every fair's list of the member (the account's export). */
  all(userId: number): Promise<FairVisitView[]>;
  /** Deletes the member's lists (the account's removal). */
  forget(userId: number): Promise<void>;
};

type Row = { id: number; event: string; stands: unknown };

const standsOf = (row: Row | null): string[] => (Array.isArray(row?.stands) ? row.stands.filter((stand): stand is string => typeof stand === 'string') : []);

export default ({ strapi }: { strapi: Core.Strapi }): FairVisitService => {
  const rows = () => strapi.db.query(UID);
  const own = (userId: number, event: string) => rows().findOne({ where: { user: { id: userId }, event } }) as Promise<Row | null>;

  return {
    async mine(userId, event) {
      return { event, stands: standsOf(await own(userId, event)) };
    },

    async save(userId, event, { stands, merge }) {
      const fair = await strapi.documents('api::event.event').findFirst({ filters: { documentId: event }, status: 'published', fields: ['id'] });
      if (!fair) throw new errors.NotFoundError('No such fair');
      // One list per member and fair: the member's row is held while the list is read and written.
      return strapi.db.transaction(async ({ trx }) => {
        await lockRows(strapi, trx, 'plugin::users-permissions.user', 'id', userId);
        const row = await own(userId, event);
        const kept = merge ? mergeFavourites(standsOf(row), stands) : mergeFavourites(stands);
        if (row) await rows().update({ where: { id: row.id }, data: { stands: kept } });
        else await rows().create({ data: { user: userId, event, stands: kept } });
        return { event, stands: kept };
      });
    },

    async all(userId) {
      const found = (await rows().findMany({ where: { user: { id: userId } }, limit: 500 })) as Row[];
      return found.map((row) => ({ event: row.event, stands: standsOf(row) }));
    },

    async forget(userId) {
      await rows().deleteMany({ where: { user: { id: userId } } });
    },
  };
};
