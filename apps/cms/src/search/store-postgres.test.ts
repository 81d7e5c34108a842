import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import type { PreparedDocument } from './store';
import { createPostgresStore } from './store-postgres';

/**
 * Just enough of knex for the store's writes and its vocabulary: the index's words, where a
 * change is committed only when the test says so, as a transaction still under way would be.
 */
function database(words: string[]) {
  let committed = words;
  let release = () => {};
  let reachedCommit = () => {};
  const atCommit = new Promise<void>((resolve) => (reachedCommit = resolve));
  const table = () => () => ({ where: () => ({ delete: async () => 0 }) });
  const knex = Object.assign(table(), {
    raw: async () => ({ rows: committed.map((word) => ({ word, ndoc: '1' })) }),
    transaction: async (work: (trx: unknown) => Promise<void>) => {
      const pending = [...committed];
      await work(Object.assign(table(), { raw: async (_sql: string, row: { title_words: string }) => pending.push(row.title_words) }));
      reachedCommit();
      await new Promise<void>((resolve) => (release = resolve));
      committed = pending;
    },
  });
  return { knex: knex as unknown as Knex, atCommit, commit: () => release() };
}

const document = (word: string) => ({ type: 'article', documentId: 'a1', locale: 'nl', title: word, body: '', titleStems: word, titleWords: word, bodyStems: '', bodyWords: '' }) as PreparedDocument;
const known = async (store: ReturnType<typeof createPostgresStore>, start: string) => (await store.vocabulary(start)).map((entry) => entry.word);

describe('the PostgreSQL index’s vocabulary (for “did you mean”)', () => {
  it('holds a published word as soon as its change is committed, even when read during the commit', async () => {
    const { knex, atCommit, commit } = database(['beurs']);
    const store = createPostgresStore(knex);
    const publishing = store.replace('article', 'a1', [document('expospar')]);
    await atCommit;
    // A search that finds little asks for the vocabulary while the change is not yet committed.
    expect(await known(store, 'e')).toEqual([]);
    commit();
    await publishing;
    expect(await known(store, 'e')).toEqual(['expospar']);
  });

  it('gives the words that begin with the letter asked for', async () => {
    const { knex } = database(['beurs']);
    const store = createPostgresStore(knex);
    expect(await known(store, 'b')).toEqual(['beurs']);
    expect(await known(store, 'x')).toEqual([]);
  });
});
