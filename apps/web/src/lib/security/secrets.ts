import { timingSafeEqual } from 'node:crypto';

/** Constant-time comparison of a given secret with the configured one; no secret, no match. */
export function secretMatches(given: string | null | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A same-site path: one leading slash, no scheme, no protocol-relative `//host`, no backslash. */
export function isSameSitePath(path: string | null | undefined): path is string {
  return typeof path === 'string' && /^\/(?![/\\])/.test(path) && !/[\\\s]/.test(path);
}
