import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';

export const secret = (bytes = 24) => randomBytes(bytes).toString('base64url');

const LINE = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/;

/** The settings of a .env file; a key with an empty value counts as missing, as if it were not there. */
export function readEnvFile(file) {
  if (!existsSync(file)) return {};
  const values = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = LINE.exec(line);
    const value = match?.[2].replace(/^(['"])(.*)\1$/, '$2');
    if (match && value) values[match[1]] = value;
  }
  return values;
}

/**
 * Adds the missing keys to an ignored .env file and keeps every value already there, so secrets
 * are made once and a second start finds the same ones. A key that is there with an empty value
 * gets its value in its own line. Returns the keys it added.
 */
export function ensureEnvFile(file, wanted) {
  const current = readEnvFile(file);
  const added = Object.keys(wanted).filter((key) => !(key in current));
  if (added.length === 0) return [];
  const valueOf = (key) => (typeof wanted[key] === 'function' ? wanted[key]() : wanted[key]);
  const lines = existsSync(file) ? readFileSync(file, 'utf8').replace(/\n*$/, '').split('\n') : ['# Written by `npm start`; edit freely, it only adds missing keys.'];
  const filled = new Set();
  const kept = lines.flatMap((line) => {
    const key = LINE.exec(line)?.[1];
    if (!key || !added.includes(key)) return [line];
    // A second empty line of the same key would override the first: it goes.
    if (filled.has(key)) return [];
    filled.add(key);
    return [`${key}=${valueOf(key)}`];
  });
  const appended = added.filter((key) => !filled.has(key)).map((key) => `${key}=${valueOf(key)}`);
  writeFileSync(file, [...kept, ...appended].join('\n') + '\n', { mode: 0o600 });
  return added;
}
