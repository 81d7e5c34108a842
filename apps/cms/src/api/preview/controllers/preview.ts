import { errors, z } from '@strapi/utils';
import type { Context } from 'koa';
import { validateBody } from '../../../utils/validate-body';
import { populate as article } from '../../article/populate';
import { populate as author } from '../../author/populate';
import { populate as event } from '../../event/populate';
import { populate as exploreTopic } from '../../explore-topic/populate';
import { populate as magazine } from '../../magazine/populate';
import { populate as page } from '../../page/populate';
import { populate as partner } from '../../partner/populate';
import { populate as product } from '../../product/populate';
import { populate as tag } from '../../tag/populate';
import { populate as vacancy } from '../../vacancy/populate';
import { populate as venue } from '../../venue/populate';

/**
 * The latest draft of a document with a page, by the same path and populate as its published
 * read (the site asks for `/preview/articles` where it would ask for `/articles`).
 */
const PREVIEWABLE = {
  articles: { uid: 'api::article.article', populate: article.findOne },
  authors: { uid: 'api::author.author', populate: author.findOne },
  events: { uid: 'api::event.event', populate: event.findOne },
  'explore-topics': { uid: 'api::explore-topic.explore-topic', populate: exploreTopic.findOne },
  magazines: { uid: 'api::magazine.magazine', populate: magazine.findOne },
  pages: { uid: 'api::page.page', populate: page.findOne },
  partners: { uid: 'api::partner.partner', populate: partner.findOne },
  products: { uid: 'api::product.product', populate: product.findOne },
  tags: { uid: 'api::tag.tag', populate: tag.findOne },
  vacancies: { uid: 'api::vacancy.vacancy', populate: vacancy.findOne },
  venues: { uid: 'api::venue.venue', populate: venue.findOne },
} as const;

type Previewable = keyof typeof PREVIEWABLE;
const isPreviewable = (type: string): type is Previewable => Object.prototype.hasOwnProperty.call(PREVIEWABLE, type);

/** A page names its document by one of these, as its published read does. */
const exactly = <T extends z.ZodType>(value: T) => z.strictObject({ $eq: value });
const query = validateBody(
  z.object({
    locale: z.enum(['nl', 'en']).optional(),
    filters: z.union([
      z.strictObject({ slug: exactly(z.string().min(1).max(200)) }),
      z.strictObject({ documentId: exactly(z.string().regex(/^[a-z0-9]{1,64}$/)) }),
      z.strictObject({ id: exactly(z.coerce.number().int().positive()) }),
    ]),
  }),
);

export default {
  async findDraft(ctx: Context) {
    const { type } = ctx.params as { type: string };
    if (!isPreviewable(type)) throw new errors.NotFoundError(`No preview for ${type}`);
    const { locale, filters } = query(ctx.query);

    const { uid, populate } = PREVIEWABLE[type];
    const localized = (strapi.contentTypes[uid] as { pluginOptions?: { i18n?: { localized?: boolean } } }).pluginOptions?.i18n?.localized === true;
    const document = await strapi.documents(uid).findFirst({
      filters,
      ...(localized && { locale: locale ?? 'nl' }),
      status: 'draft',
      populate: populate as never,
    } as never);
    if (!document) throw new errors.NotFoundError(`No draft ${type}`);
    ctx.body = { data: document };
  },
};
