import { factories } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { isTokenCaller, readRoutes } from '../../../utils/content-api';
import { openVacancyFilters } from '../../../site/open-vacancies';
import { populate } from '../populate';

/**
 * The public and members read open vacancies only: pending, rejected, withdrawn, filled and
 * expired ones are never returned, whatever filters are asked for. API tokens (editors' tools)
 * read them all.
 */
const onlyOpen = async (ctx: Context, next: Next) => {
  if (!isTokenCaller(ctx)) {
    const query = ctx.query as Record<string, unknown>;
    query.filters = query.filters ? { $and: [query.filters, openVacancyFilters()] } : openVacancyFilters();
  }
  await next();
};

const routes = readRoutes(populate);

export default factories.createCoreRouter('api::vacancy.vacancy', {
  config: {
    find: { middlewares: [...routes.find.middlewares, onlyOpen] },
    findOne: { middlewares: [...routes.findOne.middlewares, onlyOpen] },
  },
});
