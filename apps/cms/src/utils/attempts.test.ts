import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import { afterEach, describe, expect, it } from 'vitest';
import { AttemptCounter, ATTEMPTS_TABLE, DatabaseAttemptCounter } from './attempts';

const WINDOW_MS = 60_000;

describe('AttemptCounter', () => {
  it('counts within the sliding window, each key apart', () => {
    const counter = new AttemptCounter(WINDOW_MS);
    const now = Date.now();
    expect(counter.add('a', now - WINDOW_MS - 1000)).toBe(1);
    expect(counter.add('a', now - 1000)).toBe(1);
    expect(counter.add('a', now)).toBe(2);
    expect(counter.add('b', now)).toBe(1);
    expect(counter.count('a', now + WINDOW_MS - 999)).toBe(1);
  });

  it('counts a flood up to its cap, and keeps it there until the newest events leave the window', () => {
    const counter = new AttemptCounter(WINDOW_MS, 3);
    const start = Date.now();
    const counts = Array.from({ length: 1000 }, (_, i) => counter.add('flood', start + i));
    expect(counts.slice(0, 4)).toEqual([1, 2, 3, 3]);
    expect(Math.max(...counts)).toBe(3);
    // The last three came at start + 997 to 999: past the limit of 2 until the first of them leaves.
    expect(counter.count('flood', start + 997 + WINDOW_MS - 1)).toBe(3);
    expect(counter.count('flood', start + 997 + WINDOW_MS)).toBe(2);
  });
});

describe('DatabaseAttemptCounter', () => {
  const connections: Knex[] = [];
  let dir: string | undefined;
  afterEach(async () => {
    await Promise.all(connections.splice(0).map((connection) => connection.destroy()));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** A connection of its own to one database file, as each CMS process has. */
  function processOn(file: string) {
    const connection = knex({ client: 'better-sqlite3', connection: { filename: file }, useNullAsDefault: true });
    connections.push(connection);
    return { connection, counter: new DatabaseAttemptCounter(() => connection, WINDOW_MS) };
  }

  it('counts what every process on the database added, within the window', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'attempts-'));
    const file = path.join(dir, 'data.db');
    const [one, two] = [processOn(file), processOn(file)];
    const now = Date.now();

    await one.counter.add('account:lid@example.nl', now - WINDOW_MS - 1);
    await one.counter.add('account:lid@example.nl', now - 1000);
    await two.counter.add('account:lid@example.nl', now - 500);
    await two.counter.add('address:192.0.2.7', now - 500);

    expect(await one.counter.count('account:lid@example.nl', now)).toBe(2);
    expect(await two.counter.count('account:lid@example.nl', now)).toBe(2);
    expect(await one.counter.count('address:192.0.2.7', now)).toBe(1);

    await two.counter.clear('account:lid@example.nl');
    expect(await one.counter.count('account:lid@example.nl', now)).toBe(0);
    expect(await one.counter.count('address:192.0.2.7', now)).toBe(1);
  });

  it('keeps no e-mail address and no row older than the window', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'attempts-'));
    const { connection, counter } = processOn(path.join(dir, 'data.db'));
    const now = Date.now();
    await counter.add('account:lid@example.nl', now - WINDOW_MS - 1);
    await counter.add('account:lid@example.nl', now);

    const rows = await connection(ATTEMPTS_TABLE).select('key', 'at');
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain('lid@example.nl');
  });
});
