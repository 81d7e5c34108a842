import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { analyticsStore, countedOrigins, rowsOfBatch } from '../../../analytics';
import { validateBody } from '../../../utils/validate-body';
import { MAX_BATCH_BYTES } from '@standplaats/shared';
import type { Viewer } from '../services/statistics';
import { collectedBatch } from '../../../analytics/batch';
import { validatePeriod } from '../validation/period';
import { getService } from '../../../services';


type State = { user?: { id: number; blocked?: boolean; role?: { type?: string } | null }; auth?: { strategy?: { name?: string } } };

/** An editor (the users-permissions role `editor`, or an editor's API token) or a signed-in member. */
function viewerOf(ctx: Context): Viewer {
  const { user, auth } = ctx.state as State;
  if (user?.id && !user.blocked) return user.role?.type === 'editor' ? { kind: 'editor' } : { kind: 'member', id: user.id };
  // An API token (Strapi 5 names its strategy `content-api-token`): editors' tools.
  if (auth?.strategy?.name === 'content-api-token' || auth?.strategy?.name === 'api-token') return { kind: 'editor' };
  throw new errors.UnauthorizedError('Sign in to see statistics');
}

const tooLarge = () => new errors.ValidationError(`A batch is at most ${MAX_BATCH_BYTES} bytes`);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /statistics CollectedBatch → 202 { data: { accepted, dropped } }; events not on the site's origin are dropped. */
  async collect(ctx: Context) {
    if ((ctx.request.length ?? 0) > MAX_BATCH_BYTES) throw tooLarge();
    const body = (ctx.request as { body?: unknown }).body;
    if (Buffer.byteLength(JSON.stringify(body ?? null) ?? '') > MAX_BATCH_BYTES) throw tooLarge();
    const batch = validateBody(collectedBatch)(body);
    const store = analyticsStore(strapi);
    if (!store.accepting()) {
      ctx.status = 503;
      ctx.set('Retry-After', '5');
      ctx.body = { data: null, error: { status: 503, name: 'ServiceUnavailableError', message: 'Statistics are not accepted right now' } };
      return;
    }
    const rows = rowsOfBatch(batch, countedOrigins());
    // Written within a second by the store's buffer (and on shutdown), not awaited here.
    void store.record(rows);
    ctx.status = 202;
    ctx.body = { data: { accepted: rows.length, dropped: batch.data.events.length - rows.length } };
  },

  /** GET /statistics/companies → { data: [{ documentId, name }] }: the companies the caller may see. */
  async companies(ctx: Context) {
    ctx.body = { data: await getService(strapi, 'api::statistics.statistics').companies(viewerOf(ctx)) };
  },

  /** GET /statistics/companies/:documentId?from&to → { data: CompanyFigures }; 404 unknown, 403 not the member's. */
  async company(ctx: Context) {
    const viewer = viewerOf(ctx);
    const documentId = (ctx.params as { documentId?: unknown }).documentId;
    const period = validatePeriod(ctx.query as Record<string, unknown>);
    const company = typeof documentId === 'string' && /^[A-Za-z0-9]{1,64}$/.test(documentId) ? await getService(strapi, 'api::statistics.statistics').company(documentId) : null;
    if (!company) throw new errors.NotFoundError('No such company');
    if (!(await getService(strapi, 'api::statistics.statistics').mayView(viewer, company.documentId))) throw new errors.ForbiddenError('Only members of this company see its statistics');
    ctx.body = { data: await getService(strapi, 'api::statistics.statistics').companyFigures(company, period) };
  },

  /** GET /statistics/site?from&to → { data: SiteFigures }, for editors. */
  async site(ctx: Context) {
    if (viewerOf(ctx).kind !== 'editor') throw new errors.ForbiddenError('Only editors see the site statistics');
    ctx.body = { data: await getService(strapi, 'api::statistics.statistics').siteFigures(validatePeriod(ctx.query as Record<string, unknown>)) };
  },
});
