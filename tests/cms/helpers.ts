import { createRequire } from 'node:module';
import path from 'node:path';
import { inject } from 'vitest';
import { call } from '../../scripts/lib/cms-editor.mjs';
import { cmsDir } from '../../scripts/lib/paths.mjs';
import { editorWithToken } from '../support/cms-editor';
import { mailSink } from '../support/mail-sink';
import constants from '../support/test-constants.json';

export const cmsUrl = () => inject('cmsUrl');

/** The CMS's SITE_URL, a stand-in that keeps its revalidation calls. */
export const siteUrl = () => inject('siteUrl');

/** An editor's API calls with the suite's shared token. */
export const sharedEditor = () => editorWithToken(cmsUrl(), inject('editorToken'));

let adminLogin: Promise<string> | undefined;
/**
 * The Beheerder's admin session token, from one log-in per test file: the admin allows five
 * log-ins per address in five minutes, and a test that is retried must not spend another.
 */
export function adminJwt(): Promise<string> {
  adminLogin ??= call(`${cmsUrl()}/admin/login`, { method: 'POST', json: constants.admin }).then((body) => body.data.token as string);
  return adminLogin;
}

/** The inbox of the suite's mail sink. */
export const inbox = () => mailSink(inject('mailSinkUrl'));

/** A POST as the site's server makes it to the form endpoints: JSON, with the shared secret. */
export function siteApi(path: string, body: unknown, secret: string | null = constants.sharedSecrets.SITE_API_SECRET) {
  return publicApi(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(secret === null ? {} : { 'X-Site-Secret': secret }) },
    body: JSON.stringify(body),
  });
}

/** An anonymous REST call, as the site's public reads make it. */
export async function publicApi(path: string, init?: RequestInit) {
  const response = await fetch(`${cmsUrl()}/api${path}`, init);
  return { status: response.status, body: (await response.json().catch(() => null)) as any };
}

/** Every item of a public list, page by page (lists are capped at 100 per page). */
export async function publicList(path: string): Promise<any[]> {
  const items: any[] = [];
  for (let page = 1; ; page++) {
    const { status, body } = await publicApi(`${path}${path.includes('?') ? '&' : '?'}pagination[pageSize]=100&pagination[page]=${page}`);
    if (status !== 200) throw new Error(`GET ${path} → ${status}`);
    items.push(...body.data);
    if (page >= body.meta.pagination.pageCount) return items;
  }
}

// The CMS's own knex and database drivers.
const knex = createRequire(path.join(cmsDir, 'package.json'))('knex');

/** Runs `read` on a knex of the CMS's database itself (read-only on SQLite), told which dialect it is. */
export async function readDatabase<T>(read: (db: any, client: 'postgres' | 'sqlite') => Promise<T>): Promise<T> {
  const { client, connection } = inject('database');
  const db = client === 'postgres' ? knex({ client: 'pg', connection }) : knex({ client: 'better-sqlite3', connection: { filename: connection, options: { readonly: true } }, useNullAsDefault: true });
  try {
    return await read(db, client === 'postgres' ? 'postgres' : 'sqlite');
  } finally {
    await db.destroy();
  }
}

/** How many rows of `table` have the column values in `where`, counted in the CMS's database itself. */
export function countRows(table: string, where: Record<string, string | number>): Promise<number> {
  return readDatabase(async (db) => Number((await db(table).where(where).count({ count: '*' }))[0].count));
}
