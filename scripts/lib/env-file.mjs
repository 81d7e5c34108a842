import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';

export const secret = (bytes = 24) => randomBytes(bytes).toString('base64url');

export function readEnvFile(file) {
  if (!existsSync(file)) return {};
  const values = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (match) values[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

/**
 * Adds the missing keys to an ignored .env file and keeps every value already there, so secrets
 * are made once and a second start finds the same ones. Returns the keys it added.
 */
export function ensureEnvFile(file, wanted) {
  const current = readEnvFile(file);
  const added = Object.keys(wanted).filter((key) => !(key in current));
  if (added.length === 0) return [];
  const lines = added.map((key) => `${key}=${typeof wanted[key] === 'function' ? wanted[key]() : wanted[key]}`);
  const before = existsSync(file) ? readFileSync(file, 'utf8').replace(/\n*$/, '\n') : '# Written by `npm start`; edit freely, it only adds missing keys.\n';
  writeFileSync(file, before + lines.join('\n') + '\n', { mode: 0o600 });
  return added;
}
