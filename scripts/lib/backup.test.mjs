import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backup, restore } from './backup.mjs';
import { cmsDir } from './paths.mjs';

const Database = createRequire(path.join(cmsDir, 'package.json'))('better-sqlite3');

describe('backup and restore', () => {
  it('copy a database in use and its uploads, and put both back', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'backup-'));
    const databaseFile = path.join(dir, 'live/data.db');
    const uploadsDir = path.join(dir, 'live/uploads');
    mkdirSync(uploadsDir, { recursive: true });
    writeFileSync(path.join(uploadsDir, 'logo.png'), 'png-bytes');

    const live = new Database(databaseFile);
    live.pragma('journal_mode = WAL');
    live.exec('CREATE TABLE articles (id INTEGER PRIMARY KEY, title TEXT)');
    const insert = live.prepare('INSERT INTO articles (title) VALUES (?)');
    // One transaction: 5,000 commits, each synced to disk, took past the test's timeout on a busy machine.
    live.transaction(() => {
      for (let i = 0; i < 5000; i++) insert.run(`Artikel ${i} ${'x'.repeat(200)}`);
    })();

    // The CMS keeps writing while the backup runs.
    let writing = true;
    const writer = (async () => {
      while (writing) {
        insert.run('Tijdens de backup');
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await backup({ databaseFile, uploadsDir, target: path.join(dir, 'backup') });
    writing = false;
    await writer;
    const rowsAtEnd = live.prepare('SELECT count(*) AS n FROM articles').get().n;
    live.close();

    const restoredFile = path.join(dir, 'elsewhere/data.db');
    const restoredUploads = path.join(dir, 'elsewhere/uploads');
    const manifest = restore({ source: path.join(dir, 'backup'), databaseFile: restoredFile, uploadsDir: restoredUploads });
    expect(manifest.uploads).toBe('uploads');

    const restored = new Database(restoredFile, { readonly: true });
    expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
    const rows = restored.prepare('SELECT count(*) AS n FROM articles').get().n;
    restored.close();
    expect(rows).toBeGreaterThanOrEqual(5000);
    expect(rows).toBeLessThanOrEqual(rowsAtEnd);
    expect(readFileSync(path.join(restoredUploads, 'logo.png'), 'utf8')).toBe('png-bytes');
  });

  it('refuses a folder that is not a backup', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'backup-'));
    expect(() => restore({ source: dir, databaseFile: path.join(dir, 'x.db'), uploadsDir: path.join(dir, 'u') })).toThrow(/is not a backup/);
  });
});
