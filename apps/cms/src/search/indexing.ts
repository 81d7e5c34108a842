import type { Core } from '@strapi/strapi';
import { readPublished, SEARCH_TYPES, typeOfUid, type SearchType } from './sources';
import { prepare, type SearchStore } from './store';
import { createPostgresStore } from './store-postgres';
import { createSqliteStore } from './store-sqlite';

const ACTIONS = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft']);
const FLUSH_MS = 250;
// How often events that ended and vacancies that closed move bucket (past, or out of the results).
const STATUS_MS = 5_000;

let store: SearchStore | null = null;
let paused = false;
const pending = new Map<string, { type: SearchType; documentId: string }>();

/** The index of this CMS's database. */
export function searchStore(strapi: Core.Strapi): SearchStore {
  store ??=
    strapi.db.dialect.client === 'postgres' ? createPostgresStore(strapi.db.connection) : createSqliteStore(strapi.db.connection);
  return store;
}

/** Runs `work` without indexing each write (seeding thousands of documents); the index is built after. */
export async function withoutSearchSync<T>(work: () => Promise<T>): Promise<T> {
  paused = true;
  try {
    return await work();
  } finally {
    paused = false;
  }
}

/** Empties the index and fills it with every published document. */
export async function rebuildSearchIndex(strapi: Core.Strapi) {
  const started = Date.now();
  const index = searchStore(strapi);
  await index.prepare();
  await index.clear();
  let documents = 0;
  for (const type of SEARCH_TYPES) {
    // One type that cannot be read (a renamed field) leaves the others searchable and the CMS up.
    try {
      for await (const batch of readPublished(strapi, type)) {
        await index.add(batch.map(prepare));
        documents += batch.length;
      }
    } catch (error) {
      strapi.log.error(`Search index: the ${type} documents could not be read: ${String(error)}`);
    }
  }
  await index.optimize();
  return { documents, ms: Date.now() - started };
}

/** At start-up: the index's tables, and the whole index when it is empty (a new or seeded database). */
export async function ensureSearchIndex(strapi: Core.Strapi) {
  const index = searchStore(strapi);
  await index.prepare();
  if ((await index.count()) > 0) return index.refreshStatus(Date.now());
  const { documents, ms } = await rebuildSearchIndex(strapi);
  strapi.log.info(`Search index built: ${documents} documents in ${ms} ms`);
}

async function reindex(strapi: Core.Strapi, type: SearchType, documentId: string) {
  const documents = [];
  for await (const batch of readPublished(strapi, type, documentId)) documents.push(...batch.map(prepare));
  await searchStore(strapi).replace(type, documentId, documents);
}

async function flush(strapi: Core.Strapi) {
  const jobs = [...pending.values()];
  pending.clear();
  for (const { type, documentId } of jobs) {
    try {
      await reindex(strapi, type, documentId);
    } catch (error) {
      strapi.log.warn(`Search index update of ${type} ${documentId} failed: ${String(error)}`);
    }
  }
}

/**
 * After every write to a searchable document, queues it to be read again as published (or found
 * gone) and replaced in the index. A timer started outside any request indexes the queue, so the
 * work never joins an editor's transaction and a failure never blocks a save.
 */
export function registerSearchSync(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    const type = typeOfUid(context.uid);
    if (paused || !type || !ACTIONS.has(context.action)) return result;
    const params = context.params as { documentId?: string } | undefined;
    const documentId = params?.documentId ?? (result as { documentId?: string } | null)?.documentId;
    if (documentId) pending.set(`${type}:${documentId}`, { type, documentId });
    return result;
  });
}

async function refreshStatus(strapi: Core.Strapi, now: number) {
  try {
    await searchStore(strapi).refreshStatus(now);
  } catch (error) {
    strapi.log.warn(`Search index: moving ended events and closed vacancies failed: ${String(error)}`);
  }
}

let timer: NodeJS.Timeout | null = null;
let running: Promise<void> | null = null;

/**
 * Starts indexing queued writes, and moving events and vacancies whose time has come (call from
 * bootstrap, after the index exists).
 */
export function startSearchSync(strapi: Core.Strapi) {
  let statusChecked = Date.now();
  timer = setInterval(() => {
    const now = Date.now();
    const statusDue = now - statusChecked >= STATUS_MS;
    if (running || (pending.size === 0 && !statusDue)) return;
    running = (async () => {
      if (pending.size > 0) await flush(strapi);
      if (statusDue) {
        statusChecked = now;
        await refreshStatus(strapi, now);
      }
    })().finally(() => {
      running = null;
    });
  }, FLUSH_MS);
  timer.unref();
}

/** On shutdown: stops the timer and indexes what is still queued, while the database is open. */
export async function stopSearchSync(strapi: Core.Strapi) {
  if (timer) clearInterval(timer);
  timer = null;
  await running;
  if (pending.size > 0) await flush(strapi);
}
