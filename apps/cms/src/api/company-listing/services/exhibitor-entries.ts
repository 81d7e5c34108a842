import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { ExhibitorBody } from '../validation/listing';
import { stateOf, type ListingState } from './company-listing';

const EXHIBITOR = 'api::exhibitor.exhibitor';
const PRODUCT = 'api::product.product';

type Row = Record<string, unknown> & { documentId: string };
type Documents = {
  findOne(params: Record<string, unknown>): Promise<Row | null>;
  findMany(params: Record<string, unknown>): Promise<Row[]>;
  update(params: Record<string, unknown>): Promise<Row | null>;
};

/** An exhibitor entry as its company's admin sees it: the organiser's hall and stand, the company's own products and message. */
export type ExhibitorEntry = {
  documentId: string;
  event: { documentId: string; title: string; slug: string; startsAt: string; endsAt: string };
  hall: string;
  stand: string;
  message: string | null;
  messageEn: string | null;
  products: string[];
  state: ListingState;
};

export type ExhibitorEntriesService = {
  /** The company's entries at fairs that have not ended, soonest first. */
  of(partner: string): Promise<ExhibitorEntry[]>;
  update(partner: string, exhibitor: string, body: ExhibitorBody): Promise<{ documentId: string; state: ListingState }>;
};

const POPULATE = { products: { fields: ['documentId'] }, event: { fields: ['title', 'slug', 'startsAt', 'endsAt'] } };

/** The fields a company admin edits, in a form that compares draft with published. */
const editable = (row: Row) => ({
  message: (row.message as string | null) ?? null,
  messageEn: (row.messageEn as string | null) ?? null,
  products: ((row.products ?? []) as Row[]).map((product) => product.documentId).sort(),
});

const entryState = (draft: Row, published: Row | undefined) => stateOf(editable(draft), published ? editable(published) : null);

export default ({ strapi }: { strapi: Core.Strapi }): ExhibitorEntriesService => {
  const exhibitors = () => strapi.documents(EXHIBITOR) as unknown as Documents;

  const entriesOf = (partner: string, status: 'draft' | 'published', where: Record<string, unknown> = {}) =>
    exhibitors().findMany({ status, filters: { partner: { documentId: partner }, ...where }, populate: POPULATE, limit: 100 });

  async function stateOfOne(documentId: string) {
    const [draft, published] = await Promise.all(['draft', 'published'].map((status) => exhibitors().findOne({ documentId, status, populate: POPULATE })));
    return draft ? entryState(draft, published ?? undefined) : 'published';
  }

  return {
    async of(partner) {
      const upcoming = { event: { endsAt: { $gte: new Date().toISOString() } } };
      const [drafts, published] = await Promise.all([entriesOf(partner, 'draft', upcoming), entriesOf(partner, 'published', upcoming)]);
      const live = new Map(published.map((row) => [row.documentId, row]));
      return drafts
        .filter((row) => row.event)
        .map((row) => {
          const event = row.event as Row & { title: string; slug: string; startsAt: string; endsAt: string };
          return {
            documentId: row.documentId,
            event: { documentId: event.documentId, title: event.title, slug: event.slug, startsAt: event.startsAt, endsAt: event.endsAt },
            hall: String(row.hall),
            stand: String(row.stand),
            ...editable(row),
            state: entryState(row, live.get(row.documentId)),
          };
        })
        .sort((a, b) => a.event.startsAt.localeCompare(b.event.startsAt));
    },

    async update(partner, exhibitor, body) {
      const own = await strapi.db.query(EXHIBITOR).count({ where: { documentId: exhibitor, partner: { documentId: partner } } });
      if (own === 0) throw new errors.NotFoundError('No such exhibitor entry of this company');
      const products = [...new Set(body.products)];
      const owned = await strapi.db.query(PRODUCT).findMany({ select: ['documentId'], where: { documentId: { $in: products }, partner: { documentId: partner } } });
      const ownedIds = new Set((owned as Row[]).map((row) => row.documentId));
      const foreign = products.filter((id) => !ownedIds.has(id));
      if (foreign.length > 0) {
        const message = 'Only the company\'s own products can be shown at its stand';
        throw new errors.ValidationError(message, { errors: [{ path: ['products'], message, name: 'ValidationError' }] });
      }
      // The draft only: an editor publishes it, as the company's other changes.
      await exhibitors().update({ documentId: exhibitor, data: { message: body.message, messageEn: body.messageEn, products } });
      return { documentId: exhibitor, state: await stateOfOne(exhibitor) };
    },
  };
};
