import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import { floorPlan } from '../../../floor-plans/plan';
import { validatePlanRequest } from '../validation/plan';

type Strapi = Parameters<typeof floorPlan>[0];

export default ({ strapi }: { strapi: Strapi }) => ({
  /** GET /floor-plans/:event?hall=8 → { data: plan } (floor-plans/plan.ts), 404 for an unknown or unpublished event. */
  async show(ctx: Context) {
    const { event, hall } = validatePlanRequest(ctx.params, ctx.query);
    const plan = await floorPlan(strapi, event, hall);
    if (!plan) throw new errors.NotFoundError('No such event');
    ctx.body = { data: plan };
  },
});
