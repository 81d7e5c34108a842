import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';

/** The header the site's server sends with the shared SITE_API_SECRET. */
export const SITE_SECRET_HEADER = 'x-site-secret';

const matches = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** True when the request comes from the site's server: it carries SITE_API_SECRET (compared in constant time). */
export function hasSiteSecret(ctx: Pick<Context, 'request'>): boolean {
  const expected = process.env.SITE_API_SECRET;
  const given = ctx.request.header[SITE_SECRET_HEADER];
  return Boolean(expected) && typeof given === 'string' && matches(given, expected as string);
}
