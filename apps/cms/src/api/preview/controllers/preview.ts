import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { populate as article } from '../../article/populate';
import { populate as event } from '../../event/populate';
import { populate as page } from '../../page/populate';

// The draft of a document by slug, with the same populate as the published route.
const PREVIEWABLE = {
  articles: { uid: 'api::article.article', populate: article.findOne },
  events: { uid: 'api::event.event', populate: event.findOne },
  pages: { uid: 'api::page.page', populate: page.findOne },
} as const;

type Previewable = keyof typeof PREVIEWABLE;
const isPreviewable = (type: string): type is Previewable => type in PREVIEWABLE;

export default {
  async findDraft(ctx: Context) {
    const { type } = ctx.params as { type: string };
    const { slug, locale } = ctx.query as { slug?: unknown; locale?: unknown };
    if (!isPreviewable(type)) throw new errors.NotFoundError(`No preview for ${type}`);
    if (typeof slug !== 'string' || !slug) throw new errors.ValidationError('slug is required');

    const { uid, populate } = PREVIEWABLE[type];
    const document = await strapi.documents(uid).findFirst({
      filters: { slug },
      locale: typeof locale === 'string' ? locale : 'nl',
      status: 'draft',
      populate: populate as never,
    });
    if (!document) throw new errors.NotFoundError(`No draft ${type} ${slug}`);
    ctx.body = { data: document };
  },
};
