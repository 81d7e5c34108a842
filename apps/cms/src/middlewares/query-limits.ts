import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';
import { queryLimitViolation } from '../utils/query-limits';

/**
 * Refuses a content-API request whose query string goes past the limits (utils/query-limits.ts)
 * with a 400 before anything parses it: Strapi's own parser would cut it silently or throw a 500.
 * The admin keeps Strapi's settings (its bulk actions send more than 20 document ids).
 */
export default () => async (ctx: Context, next: Next) => {
  if (ctx.path.startsWith('/api/') || ctx.path === '/api') {
    const violation = queryLimitViolation(ctx.querystring);
    if (violation) throw new errors.ValidationError(`The query string is too large: ${violation}`);
  }
  await next();
};
