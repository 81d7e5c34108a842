import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { validateBody } from '../../../utils/validate-body';
import type { AnalyticsService } from '../services/analytics-event';
import { recordBody } from '../validation/record';

export default factories.createCoreController('api::analytics-event.analytics-event', ({ strapi }) => ({
  /** POST /analytics-events/record { events, session } → 202 { data: { recorded } } */
  async record(ctx: Context) {
    const { events, session } = validateBody(recordBody)((ctx.request as { body?: unknown }).body);
    const analytics = strapi.service('api::analytics-event.analytics-event') as AnalyticsService;
    // One awaited write each (the store batches them with the rest): a 202 here means stored.
    await Promise.all(events.map((event) => analytics.record({ ...event, session: session ?? null })));
    ctx.status = 202;
    ctx.body = { data: { recorded: events.length } };
  },
}));
