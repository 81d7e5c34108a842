import type { Core } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import { flushQueries, recordQuery } from './query-log';

type Row = { id: number; query: string; language: string; day: string; count: number; results: number; zeroResults: boolean };

/** The query engine's few calls the log makes, over an array; `failing` makes the next write throw. */
function cms() {
  const rows: Row[] = [];
  const state = { failing: false, transactions: 0 };
  const match = (where: Partial<Row>) => (row: Row) => Object.entries(where).every(([key, value]) => row[key as keyof Row] === value);
  const query = {
    findOne: async ({ where }: { where: Partial<Row> }) => rows.find(match(where)) ?? null,
    update: async ({ where, data }: { where: { id: number }; data: Partial<Row> }) => Object.assign(rows.find((row) => row.id === where.id)!, data),
    create: async ({ data }: { data: Row }) => rows.push({ ...data, id: rows.length + 1 }),
    deleteMany: async () => undefined,
  };
  const strapi = {
    db: {
      query: () => query,
      transaction: async (work: () => Promise<void>) => {
        state.transactions += 1;
        if (state.failing) throw new Error('database is locked');
        await work();
      },
    },
    log: { warn: () => undefined },
  } as unknown as Core.Strapi;
  return { strapi, rows, state };
}

describe('the search query log', () => {
  it('writes a second’s queries in one go, each query once with its count', async () => {
    const { strapi, rows, state } = cms();
    recordQuery('Beurzen', 'beurzen', 'nl', 12);
    recordQuery('beurzen ', 'beurzen', 'nl', 12);
    recordQuery('nergens', 'nergens', 'nl', 0);
    expect(rows).toEqual([]);
    await flushQueries(strapi);
    expect(state.transactions).toBe(1);
    expect(rows.map(({ query, count, zeroResults }) => ({ query, count, zeroResults }))).toEqual([
      { query: 'beurzen', count: 2, zeroResults: false },
      { query: 'nergens', count: 1, zeroResults: true },
    ]);
    recordQuery('beurzen', 'beurzen', 'nl', 13);
    await flushQueries(strapi);
    expect(rows[0]).toMatchObject({ count: 3, results: 13 });
  });

  it('keeps no query that may name a person', async () => {
    const { strapi, rows } = cms();
    recordQuery('jan@example.nl', 'jan example nl', 'nl', 0);
    recordQuery('06 12345678', '06 12345678', 'nl', 0);
    await flushQueries(strapi);
    expect(rows).toEqual([]);
  });

  it('loses nothing when a write fails: the counts wait for the next', async () => {
    const { strapi, rows, state } = cms();
    recordQuery('standbouw', 'standbouw', 'nl', 4);
    state.failing = true;
    await flushQueries(strapi);
    expect(rows).toEqual([]);
    recordQuery('standbouw', 'standbouw', 'nl', 4);
    state.failing = false;
    await flushQueries(strapi);
    expect(rows).toEqual([expect.objectContaining({ query: 'standbouw', count: 2 })]);
  });
});
