#!/usr/bin/env node
// `npm run backup [-- folder]`: a consistent copy of the CMS's SQLite database and its uploads,
// made while everything keeps running. `npm run restore -- folder` puts one back (CMS stopped).
// PostgreSQL: see "Backups" in the README (pg_dump).
import path from 'node:path';
import { cmsDir, dataDir } from './lib/paths.mjs';
import { readEnvFile } from './lib/env-file.mjs';
import { backup, restore } from './lib/backup.mjs';
import { fail } from './lib/log.mjs';

const env = { ...readEnvFile(path.join(cmsDir, '.env')), ...process.env };
const restoring = process.argv.includes('--restore');
const folder = process.argv.slice(2).find((arg) => !arg.startsWith('--'));

try {
  if ((env.DATABASE_CLIENT ?? 'sqlite') !== 'sqlite') throw new Error('The database is not SQLite: back PostgreSQL up with pg_dump (see the README).');
  const databaseFile = path.resolve(cmsDir, env.DATABASE_FILENAME ?? '.tmp/data.db');
  const uploadsDir = path.join(cmsDir, 'public/uploads');
  if (restoring) {
    if (!folder) throw new Error('Name the backup folder: npm run restore -- <folder>');
    const manifest = restore({ source: path.resolve(folder), databaseFile, uploadsDir });
    console.log(`Restored the backup of ${manifest.made} into ${databaseFile}${manifest.uploads ? ' and the uploads' : ''}.`);
  } else {
    const target = path.resolve(folder ?? path.join(dataDir, 'backups', new Date().toISOString().replace(/[:.]/g, '-')));
    await backup({ databaseFile, uploadsDir, target });
    console.log(`Backup written to ${target}`);
  }
} catch (error) {
  fail(error.message);
}
