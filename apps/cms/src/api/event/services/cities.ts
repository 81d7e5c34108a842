import type { Core } from '@strapi/strapi';
import { tableOf } from '../../../utils/tables';

export type CitiesService = {
  /** Every city a published event takes place in, in Dutch alphabetical order. */
  list(): Promise<string[]>;
};

const dutch = new Intl.Collator('nl', { sensitivity: 'base' });

export default ({ strapi }: { strapi: Core.Strapi }): CitiesService => ({
  async list() {
    const { table, column } = tableOf(strapi, 'api::event.event');
    // A distinct read of the city index: a few dozen values, however many events there are.
    const rows = (await strapi.db
      .getConnection(table)
      .distinct({ city: column('city') })
      .whereNotNull(column('city'))
      .whereNotNull(column('publishedAt'))) as unknown as { city: string }[];
    return rows.map((row) => row.city.trim()).filter(Boolean).sort(dutch.compare);
  },
});
