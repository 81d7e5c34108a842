import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';
import { AttemptCounter } from '../utils/attempts';
import { clientAddress } from '../site/client-address';

const WINDOW_MS = 60_000;

/** How many requests one visitor may make to one guarded route a minute (FORM_RATE_LIMIT_PER_MINUTE). */
export const visitorRateLimit = () => {
  const value = Number(process.env.FORM_RATE_LIMIT_PER_MINUTE);
  return Number.isInteger(value) && value > 0 ? value : 10;
};

/**
 * Limits each visitor's requests to a public form or endpoint (newsletter, sign-up and the account
 * mails, event registrations, orders, vacancy posting, push subscriptions): past the limit it
 * answers 429 with Retry-After, which the site shows as a message of its own. Each route that
 * names this middleware counts apart; the visitor is the one the site names (site/client-address.ts).
 */
export default (_config: unknown, _context: { strapi: Core.Strapi }) => {
  const max = visitorRateLimit();
  const requests = new AttemptCounter(WINDOW_MS, max + 1);

  return async (ctx: Context, next: Next) => {
    const key = clientAddress(ctx);
    if (requests.add(key) > max) {
      ctx.set('Retry-After', String(WINDOW_MS / 1000));
      throw new errors.RateLimitError('Too many requests; try again in a minute');
    }
    await next();
  };
};
