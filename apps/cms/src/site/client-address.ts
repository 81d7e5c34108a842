import type { Context } from 'koa';
import { hasSiteSecret } from './site-secret';

/** The header in which the site's server names the visitor's address. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/**
 * The address a request comes from. Members reach the CMS through the site's server, so the socket
 * is the site's; the site names the visitor in a header, believed only next to the shared secret,
 * so no one else can pick an address to escape a limit.
 */
export function clientAddress(ctx: Pick<Context, 'request'>): string {
  const named = ctx.request.header[CLIENT_ADDRESS_HEADER];
  if (typeof named === 'string' && named !== '' && named.length <= 64 && hasSiteSecret(ctx)) return named;
  return ctx.request.ip;
}
