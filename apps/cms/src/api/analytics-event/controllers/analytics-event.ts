import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { validateBody } from '../../../utils/validate-body';
import { recordBody } from '../validation/record';
import { getService } from '../../../services';

export default factories.createCoreController('api::analytics-event.analytics-event', ({ strapi }) => ({
  /** POST /analytics-events/record { events, session } → 202 { data: { recorded } } */
  async record(ctx: Context) {
    const { events, session } = validateBody(recordBody)((ctx.request as { body?: unknown }).body);
    const analytics = getService(strapi, 'api::analytics-event.analytics-event');
    // One awaited write each (the store batches them with the rest): a 202 here means stored.
    await Promise.all(events.map((event) => analytics.record({ ...event, session: session ?? null })));
    ctx.status = 202;
    ctx.body = { data: { recorded: events.length } };
  },
}));
