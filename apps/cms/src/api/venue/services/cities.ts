import type { Core } from '@strapi/strapi';
import { tableOf } from '../../../utils/tables';

export type VenueCitiesService = {
  /** Every city with a published venue, in Dutch alphabetical order. */
  list(): Promise<string[]>;
};

const dutch = new Intl.Collator('nl', { sensitivity: 'base' });

export default ({ strapi }: { strapi: Core.Strapi }): VenueCitiesService => ({
  async list() {
    const { table, column } = tableOf(strapi, 'api::venue.venue');
    // A distinct read: a few hundred cities at most, however many venues there are.
    const rows = (await strapi.db
      .getConnection(table)
      .distinct({ city: column('city') })
      .whereNotNull(column('city'))
      .whereNotNull(column('publishedAt'))) as unknown as { city: string }[];
    return [...new Set(rows.map((row) => row.city.trim()).filter(Boolean))].sort(dutch.compare);
  },
});
