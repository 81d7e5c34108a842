import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import { afterEach, describe, expect, it } from 'vitest';
import { ATTEMPTS_TABLE, DatabaseAttemptCounter } from './attempts';

const WINDOW_MS = 60_000;

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
