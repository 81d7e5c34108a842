import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * Counts events per key (a visitor's requests to a form) within a sliding window, in this process's
 * memory. Several CMS processes each count their own share, which lets a visitor through at most
 * that many times as often; the log-in guard counts in the database instead (below).
 */
export class AttemptCounter {
  private readonly times = new Map<string, number[]>();

  /**
   * `countsUpTo`: how far a key's count goes. A limit of n needs n + 1 and no more: a key that
   * kept every event of a flood would copy all of them on each of the flood's requests.
   */
  constructor(
    private readonly windowMs: number,
    private readonly countsUpTo = Infinity,
    private readonly maxKeys = 100_000,
  ) {}

  /** How many events `key` had within the window before `now`. */
  count(key: string, now = Date.now()): number {
    return this.recent(key, now).length;
  }

  /** Records one event for `key`; answers the count including it (at most `countsUpTo`). */
  add(key: string, now = Date.now()): number {
    // The newest events: the count stays past a limit for as long as the full log would keep it there.
    const times = [...this.recent(key, now), now].slice(-this.countsUpTo);
    this.times.delete(key);
    // The oldest keys go first when the table is full, so memory stays bounded under a flood.
    if (this.times.size >= this.maxKeys) this.times.delete(this.times.keys().next().value as string);
    this.times.set(key, times);
    return times.length;
  }

  /** Forgets `key` (a successful log-in clears its account's failures). */
  clear(key: string) {
    this.times.delete(key);
  }

  private recent(key: string, now: number): number[] {
    const times = (this.times.get(key) ?? []).filter((time) => now - time < this.windowMs);
    if (times.length === 0) this.times.delete(key);
    return times;
  }
}

/** The table of DatabaseAttemptCounter: one row per event, kept for one window. */
export const ATTEMPTS_TABLE = 'standplaats_attempts';

/**
 * Counts events per key within a sliding window in the database, so every CMS process that shares
 * it counts together (deploy/ runs several behind one proxy): the log-in guard's failures. Keys are
 * stored as SHA-256 hashes, so the table holds no e-mail addresses; rows older than the window go
 * as new ones come.
 */
export class DatabaseAttemptCounter {
  private ready: Promise<void> | undefined;

  /** `knex` answers the database connection (Strapi's `strapi.db.connection`). */
  constructor(private readonly knex: () => Knex, private readonly windowMs: number) {}

  async count(key: string, now = Date.now()): Promise<number> {
    await this.ensureTable();
    const row = await this.knex()(ATTEMPTS_TABLE).where('key', hashed(key)).andWhere('at', '>', now - this.windowMs).count({ n: '*' }).first();
    return Number(row?.n ?? 0);
  }

  async add(key: string, now = Date.now()): Promise<void> {
    await this.ensureTable();
    await this.knex()(ATTEMPTS_TABLE).where('at', '<=', now - this.windowMs).delete();
    await this.knex()(ATTEMPTS_TABLE).insert({ key: hashed(key), at: now });
  }

  async clear(key: string): Promise<void> {
    await this.ensureTable();
    await this.knex()(ATTEMPTS_TABLE).where('key', hashed(key)).delete();
  }

  /** Made on first use; another process making it at the same moment is no error. */
  private ensureTable() {
    this.ready ??= (async () => {
      const schema = () => this.knex().schema;
      if (await schema().hasTable(ATTEMPTS_TABLE)) return;
      try {
        await schema().createTable(ATTEMPTS_TABLE, (table) => {
          table.string('key', 64).notNullable();
          table.bigInteger('at').notNullable();
          table.index(['key', 'at'], `${ATTEMPTS_TABLE}_key_at`);
          table.index(['at'], `${ATTEMPTS_TABLE}_at`);
        });
      } catch (error) {
        if (!(await schema().hasTable(ATTEMPTS_TABLE))) throw error;
      }
    })().catch((error) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }
}

const hashed = (key: string) => createHash('sha256').update(key).digest('hex');
