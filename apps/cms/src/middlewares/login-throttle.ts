import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';
import { DatabaseAttemptCounter } from '../utils/attempts';
import { clientAddress } from '../site/client-address';

const number = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/** The limits, from the environment: see apps/cms/.env.example. */
export const loginThrottleSettings = () => ({
  windowMs: number('LOGIN_FAILURE_WINDOW_MINUTES', 15) * 60_000,
  slowAfter: number('LOGIN_SLOWDOWN_AFTER', 3),
  delayMs: number('LOGIN_SLOWDOWN_MS', 1000),
  maxDelayMs: 5000,
  maxPerAccount: number('LOGIN_MAX_FAILURES', 10),
  // Higher: one office or mobile network puts many members behind one address.
  maxPerAddress: number('LOGIN_MAX_FAILURES_PER_ADDRESS', 50),
});

const isWrongCredentials = (error: unknown) => error instanceof errors.ValidationError && error.message === 'Invalid identifier or password';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Guards POST /auth/local against password guessing: after a few failed log-ins of one account or
 * from one address each attempt waits longer, and past the limit they are refused with 429 until
 * the window has passed. A successful log-in clears its account's count. The counts are in the
 * database, so several CMS processes behind one proxy count together.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const settings = loginThrottleSettings();
  const failures = new DatabaseAttemptCounter(() => strapi.db.connection, settings.windowMs);

  return async (ctx: Context, next: Next) => {
    const body = (ctx.request as { body?: { identifier?: unknown } }).body;
    const identifier = typeof body?.identifier === 'string' ? body.identifier.trim().toLowerCase() : '';
    const keys = { account: `account:${identifier}`, address: `address:${clientAddress(ctx)}` };

    const [byAccount, byAddress] = await Promise.all([identifier ? failures.count(keys.account) : 0, failures.count(keys.address)]);
    if (byAccount >= settings.maxPerAccount || byAddress >= settings.maxPerAddress) {
      ctx.set('Retry-After', String(Math.ceil(settings.windowMs / 1000)));
      throw new errors.RateLimitError('Too many failed log-ins; try again later');
    }
    const over = Math.max(byAccount, byAddress) - settings.slowAfter + 1;
    if (over > 0) await sleep(Math.min(over * settings.delayMs, settings.maxDelayMs));

    try {
      await next();
    } catch (error) {
      if (isWrongCredentials(error)) {
        if (identifier) await failures.add(keys.account);
        await failures.add(keys.address);
      }
      throw error;
    }
    if (identifier) await failures.clear(keys.account);
  };
};
