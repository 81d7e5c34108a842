import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { importStands } from '../../../floor-plans/import';
import { validateBody } from '../../../utils/validate-body';
import { importBody } from '../validation/import';

export default factories.createCoreController('api::stand.stand', ({ strapi }) => ({
  /**
   * POST /stands/import { venue, csv } (an editor's API token; the admin's "Stands importeren"
   * posts to its own route, admin-route.ts) → { data: report }: 200 when the stands were
   * replaced, 422 with every line that does not fit when nothing was changed.
   */
  async import(ctx: Context) {
    const { venue, csv } = validateBody(importBody)((ctx.request as { body?: unknown }).body);
    const report = await importStands(strapi, venue, csv);
    ctx.status = report.imported ? 200 : 422;
    ctx.body = { data: report };
  },
}));
