'use strict';

// The location finder's venue types follow the trade's words: a "beurscomplex" is now a
// "beurshal" and a "bijzondere-locatie" a "unieke-locatie". Databases seeded before the change
// keep their venues valid; a fresh database has no venues yet and nothing to do.
const RENAMED = { beurscomplex: 'beurshal', 'bijzondere-locatie': 'unieke-locatie' };

module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('venues')) || !(await knex.schema.hasColumn('venues', 'venue_type'))) return;
    for (const [from, to] of Object.entries(RENAMED)) {
      await knex('venues').where('venue_type', from).update({ venue_type: to });
    }
  },
};
