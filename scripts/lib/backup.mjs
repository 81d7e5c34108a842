import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cmsDir } from './paths.mjs';

// The CMS's own SQLite driver: its online backup API copies a database that is in use, page by
// page, into a consistent snapshot, which copying the file could not promise.
const Database = createRequire(path.join(cmsDir, 'package.json'))('better-sqlite3');

const MANIFEST = 'backup.json';

/**
 * Copies the SQLite database (through the online backup API, while the CMS keeps running) and the
 * uploads folder into `target`, with a manifest saying what is in it.
 */
export async function backup({ databaseFile, uploadsDir, target }) {
  if (!existsSync(databaseFile)) throw new Error(`No database at ${databaseFile}.`);
  mkdirSync(target, { recursive: true });
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    // After the first step, the rest in one: a write by the CMS between two steps would make SQLite
    // start the copy over, and a busy CMS could keep it from ever finishing.
    await db.backup(path.join(target, 'data.db'), { progress: ({ remainingPages }) => Math.max(remainingPages, 100) });
  } finally {
    db.close();
  }
  const withUploads = existsSync(uploadsDir);
  if (withUploads) cpSync(uploadsDir, path.join(target, 'uploads'), { recursive: true });
  writeFileSync(path.join(target, MANIFEST), JSON.stringify({ made: new Date().toISOString(), database: 'data.db', uploads: withUploads ? 'uploads' : null }, null, 2));
  return target;
}

/** Puts a backup made by `backup` back: the database file and the uploads folder are replaced. Stop the CMS first. */
export function restore({ source, databaseFile, uploadsDir }) {
  const manifestFile = path.join(source, MANIFEST);
  if (!existsSync(manifestFile)) throw new Error(`${source} is not a backup (no ${MANIFEST}).`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  mkdirSync(path.dirname(databaseFile), { recursive: true });
  // The write-ahead log of the old database would be replayed over the restored one.
  for (const stale of [`${databaseFile}-wal`, `${databaseFile}-shm`]) rmSync(stale, { force: true });
  cpSync(path.join(source, manifest.database), databaseFile);
  if (manifest.uploads) {
    rmSync(uploadsDir, { recursive: true, force: true });
    cpSync(path.join(source, manifest.uploads), uploadsDir, { recursive: true });
  }
  return manifest;
}
