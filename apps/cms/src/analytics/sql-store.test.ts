import { describe, expect, it } from 'vitest';
import type { Core } from '@strapi/strapi';
import { createSqlStore } from './sql-store';
import type { RawEvent } from './store';

// The buffer of the SQL store against a stand-in database: what `record` accepted is written in
// batches, after a failed write, and on close. (The SQL itself runs in tests/cms/statistics.test.ts.)

const row = (n: number): RawEvent => ({
  name: 'Pageview',
  occurredAt: new Date(),
  day: '2026-11-23',
  session: `s${n}`,
  device: 'desktop',
  path: `/p/${n}`,
  url: null,
  referrerHost: null,
  itemType: null,
  itemId: null,
  lead: null,
  data: null,
});

function fakeStrapi({ failFirst = 0 } = {}) {
  const written: { path: string }[][] = [];
  let failures = failFirst;
  const strapi = {
    db: {
      query: () => ({
        createMany: async ({ data }: { data: { path: string }[] }) => {
          if (failures > 0) {
            failures -= 1;
            throw new Error('database is locked');
          }
          written.push(data);
          return { count: data.length };
        },
      }),
    },
    log: { error: () => undefined, info: () => undefined },
  } as unknown as Core.Strapi;
  let transactions = 0;
  (strapi.db as unknown as { transaction: (work: () => Promise<void>) => Promise<void> }).transaction = async (work) => {
    transactions += 1;
    await work();
  };
  return { strapi, written, transactions: () => transactions };
}

describe('the analytics buffer', () => {
  it('writes everything queued in one batch per flush', async () => {
    const { strapi, written } = fakeStrapi();
    const store = createSqlStore(strapi, { flushEveryMs: 60_000 });
    const stored = [store.record([row(1), row(2)]), store.record([row(3)])];
    expect(written).toEqual([]);
    await store.flush();
    await Promise.all(stored);
    expect(written.map((batch) => batch.map((r) => r.path))).toEqual([['/p/1', '/p/2', '/p/3']]);
  });

  it('writes a large backlog as one transaction of INSERTs of at most 1,000 rows', async () => {
    const { strapi, written, transactions } = fakeStrapi();
    const store = createSqlStore(strapi, { flushEveryMs: 60_000 });
    const stored = store.record(Array.from({ length: 2500 }, (_, n) => row(n)));
    await store.flush();
    await stored;
    expect(written.map((batch) => batch.length)).toEqual([1000, 1000, 500]);
    expect(written.flat().map((r) => r.path)).toEqual(Array.from({ length: 2500 }, (_, n) => `/p/${n}`));
    expect(transactions()).toBe(1);
  });

  it('keeps a failed batch and writes it with the next one', async () => {
    const { strapi, written } = fakeStrapi({ failFirst: 1 });
    const store = createSqlStore(strapi, { flushEveryMs: 60_000 });
    void store.record([row(1)]);
    await store.flush();
    expect(written).toEqual([]);
    void store.record([row(2)]);
    await store.flush();
    expect(written.flat().map((r) => r.path)).toEqual(['/p/1', '/p/2']);
  });

  it('writes what is queued when it closes, and refuses new batches after', async () => {
    const { strapi, written } = fakeStrapi();
    const store = createSqlStore(strapi, { flushEveryMs: 60_000 });
    void store.record([row(1), row(2), row(3)]);
    expect(store.accepting()).toBe(true);
    await store.close();
    expect(written.flat()).toHaveLength(3);
    expect(store.accepting()).toBe(false);
    // The server's own events (awaited by their callers) are still written at once.
    await store.record([row(4)]);
    expect(written.flat()).toHaveLength(4);
  });

  it('refuses batches when the buffer is full', async () => {
    const { strapi } = fakeStrapi({ failFirst: 100 });
    const store = createSqlStore(strapi, { flushEveryMs: 60_000, maxBuffered: 2 });
    void store.record([row(1), row(2)]);
    expect(store.accepting()).toBe(false);
  });
});
