import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './paths.mjs';
import { run } from './processes.mjs';

const SKIP = new Set(['node_modules', '.next', 'dist', '.tmp', '.strapi', 'uploads', 'test-results', '.cache', 'types']);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.env') || entry.name === '.build-stamp') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/** A hash of the contents of every input file: the same sources give the same stamp. */
export function sourceStamp(inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const full = path.join(root, input);
    if (!existsSync(full)) continue;
    const list = statSync(full).isDirectory() ? [...files(full)].sort() : [full];
    for (const file of list) hash.update(path.relative(root, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** Builds an app unless its sources match the stamp of its last successful build. */
export async function buildIfStale({ name, dir, inputs, output, command, args, env }) {
  const stampFile = path.join(dir, '.build-stamp');
  const stamp = sourceStamp(inputs);
  const fresh = existsSync(stampFile) && existsSync(path.join(dir, output)) && readFileSync(stampFile, 'utf8') === stamp;
  if (fresh) return 'up to date';
  await run(name, command, args, { cwd: dir, env });
  writeFileSync(stampFile, stamp);
  return 'built';
}
