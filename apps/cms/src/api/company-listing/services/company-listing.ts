import { open } from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { LISTING_IMAGE_MAX_BYTES, listingImageTypes } from '@standplaats/shared';
import type { ProductBody, ProfileBody } from '../validation/listing';
import { getService } from '../../../services';

const PARTNER = 'api::partner.partner';
const PRODUCT = 'api::product.product';
const MEMBERSHIP = 'api::membership.membership';
// An admin edits the Dutch listing; non-localized fields (sector, contact, address) are shared.
const LOCALE = 'nl';

type Row = Record<string, unknown> & { documentId: string };
type Documents = {
  findOne(params: Record<string, unknown>): Promise<Row | null>;
  findMany(params: Record<string, unknown>): Promise<Row[]>;
  create(params: Record<string, unknown>): Promise<Row>;
  update(params: Record<string, unknown>): Promise<Row | null>;
  delete(params: Record<string, unknown>): Promise<unknown>;
};
export type UploadedFile = { filepath: string; mimetype?: string | null; size: number; originalFilename?: string | null };

/** A listing item as the admin sees it: live, changed but not yet published, or new. */
export type ListingState = 'published' | 'pending' | 'new';

export type CompanyListingService = {
  mine(userId: number): Promise<unknown[]>;
  updateProfile(partner: string, body: ProfileBody): Promise<{ state: ListingState }>;
  uploadImage(file: UploadedFile | undefined): Promise<{ id: number; url: string }>;
  createProduct(partner: string, body: ProductBody): Promise<{ documentId: string; state: ListingState }>;
  updateProduct(partner: string, product: string, body: ProductBody): Promise<{ documentId: string; state: ListingState }>;
  removeProduct(partner: string, product: string): Promise<void>;
};

const PROFILE_POPULATE = { address: true };
const PRODUCT_POPULATE = { specifications: true, images: { fields: ['id', 'url'] } };

/** The fields an admin edits, in a form that compares draft with published. */
const profileOf = (row: Row) => {
  const address = (row.address ?? {}) as Record<string, unknown>;
  return {
    description: row.description ?? null, sector: row.sector ?? null, website: row.website ?? null, email: row.email ?? null, phone: row.phone ?? null,
    street: address.street ?? null, postalCode: address.postalCode ?? null, city: address.city ?? null, province: address.province ?? null,
  };
};

const productOf = (row: Row) => {
  const images = (row.images ?? []) as { id: number; url: string }[];
  const specs = (row.specifications ?? []) as { name: string; value: string }[];
  return {
    name: row.name, category: row.category ?? null, description: row.description ?? null,
    specifications: specs.map(({ name, value }) => ({ name, value })),
    image: images[0] ? { id: images[0].id, url: images[0].url } : null,
  };
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** Where a listing stands: never published, published as drafted, or a draft awaiting review. */
export const stateOf = <T>(draft: T, published: T | null): ListingState => (published === null ? 'new' : same(draft, published) ? 'published' : 'pending');

const slugify = (text: string) =>
  text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 80);

/** The first bytes of a JPEG, PNG or WebP file: the declared type alone is the sender's word. */
async function sniffImage(path: string): Promise<string | null> {
  const handle = await open(path, 'r');
  try {
    const { buffer } = await handle.read(Buffer.alloc(12), 0, 12, 0);
    if (buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'image/jpeg';
    if (buffer.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))) return 'image/png';
    if (buffer.toString('latin1', 0, 4) === 'RIFF' && buffer.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
    return null;
  } finally {
    await handle.close();
  }
}

const imageError = () =>
  new errors.ValidationError('Choose a JPEG, PNG or WebP image of at most 2 MB', { errors: [{ path: ['image'], message: 'Choose a JPEG, PNG or WebP image of at most 2 MB', name: 'ValidationError' }] });

export default ({ strapi }: { strapi: Core.Strapi }): CompanyListingService => {
  const partners = () => strapi.documents(PARTNER) as unknown as Documents;
  const products = () => strapi.documents(PRODUCT) as unknown as Documents;

  const version = (docs: Documents, documentId: string, status: 'draft' | 'published', populate: Record<string, unknown>) =>
    docs.findOne({ documentId, locale: LOCALE, status, populate });

  async function profileState(partner: string): Promise<ListingState> {
    const [draft, published] = await Promise.all([version(partners(), partner, 'draft', PROFILE_POPULATE), version(partners(), partner, 'published', PROFILE_POPULATE)]);
    return draft ? stateOf(profileOf(draft), published && profileOf(published)) : 'published';
  }

  async function productState(product: string): Promise<ListingState> {
    const [draft, published] = await Promise.all([version(products(), product, 'draft', PRODUCT_POPULATE), version(products(), product, 'published', PRODUCT_POPULATE)]);
    return draft ? stateOf(productOf(draft), published && productOf(published)) : 'published';
  }

  /** The company's product, or a 404: a product of another company is not this admin's to touch. */
  async function ownProduct(partner: string, product: string) {
    const count = await strapi.db.query(PRODUCT).count({ where: { documentId: product, partner: { documentId: partner } } });
    if (count === 0) throw new errors.NotFoundError('No such product of this company');
  }

  const productData = (body: ProductBody) => ({
    name: body.name,
    category: body.category,
    description: body.description,
    specifications: body.specifications,
    ...(body.image !== undefined && { images: body.image === null ? [] : [body.image] }),
  });

  return {
    async mine(userId) {
      const memberships = (await strapi.db.query(MEMBERSHIP).findMany({
        where: { user: { id: userId }, role: 'admin' },
        populate: { partner: { select: ['documentId'] } },
      })) as { partner: { documentId: string } | null }[];
      const ids = [...new Set(memberships.flatMap(({ partner }) => (partner ? [partner.documentId] : [])))];
      return Promise.all(
        ids.map(async (documentId) => {
          const [draft, state, drafts, exhibitors] = await Promise.all([
            version(partners(), documentId, 'draft', PROFILE_POPULATE),
            profileState(documentId),
            products().findMany({ locale: LOCALE, status: 'draft', filters: { partner: { documentId } }, populate: PRODUCT_POPULATE, sort: ['name:asc'], limit: 200 }),
            getService(strapi, 'api::company-listing.exhibitor-entries').of(documentId),
          ]);
          const published = await products().findMany({ locale: LOCALE, status: 'published', filters: { documentId: { $in: drafts.map((d) => d.documentId) } }, populate: PRODUCT_POPULATE, limit: 200 });
          const live = new Map(published.map((row) => [row.documentId, productOf(row)]));
          return {
            documentId,
            name: draft?.name ?? '',
            state,
            profile: draft ? profileOf(draft) : null,
            products: drafts.map((row) => ({ documentId: row.documentId, ...productOf(row), state: stateOf(productOf(row), live.get(row.documentId) ?? null) })),
            exhibitors,
          };
        }),
      );
    },

    async updateProfile(partner, body) {
      const { street, postalCode, city, province, ...own } = body;
      const updated = await partners().update({ documentId: partner, locale: LOCALE, data: { ...own, address: { street, postalCode, city, province, country: 'NL' } } });
      if (!updated) throw new errors.NotFoundError('No such company');
      return { state: await profileState(partner) };
    },

    async uploadImage(file) {
      if (!file || file.size > LISTING_IMAGE_MAX_BYTES || !listingImageTypes.includes(file.mimetype ?? '')) throw imageError();
      if ((await sniffImage(file.filepath)) !== file.mimetype) throw imageError();
      const upload = strapi.plugin('upload').service('upload') as { upload(input: { data: Record<string, unknown>; files: UploadedFile }): Promise<{ id: number; url: string }[]> };
      const [stored] = await upload.upload({ data: { fileInfo: { alternativeText: '' } }, files: file });
      return { id: stored.id, url: stored.url };
    },

    async createProduct(partner, body) {
      const slug = `${slugify(body.name) || 'product'}-${Date.now().toString(36)}`;
      const created = await products().create({ locale: LOCALE, status: 'draft', data: { ...productData(body), slug, partner } });
      return { documentId: created.documentId, state: 'new' };
    },

    async updateProduct(partner, product, body) {
      await ownProduct(partner, product);
      await products().update({ documentId: product, locale: LOCALE, data: productData(body) });
      return { documentId: product, state: await productState(product) };
    },

    async removeProduct(partner, product) {
      await ownProduct(partner, product);
      // Every language and both versions: a removed product leaves the site at once.
      await products().delete({ documentId: product, locale: '*' });
    },
  };
};
