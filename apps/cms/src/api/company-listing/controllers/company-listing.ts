import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { validateBody } from '../../../utils/validate-body';
import type { UploadedFile } from '../services/company-listing';
import { exhibitorBody, productBody, profileBody, validateDocumentId } from '../validation/listing';
import { getService } from '../../../services';

const partnerOf = (ctx: Context) => validateDocumentId((ctx.params as { partner?: unknown }).partner);
const productOf = (ctx: Context) => validateDocumentId((ctx.params as { product?: unknown }).product);
const exhibitorOf = (ctx: Context) => validateDocumentId((ctx.params as { exhibitor?: unknown }).exhibitor);
const bodyOf = (ctx: Context) => (ctx.request as { body?: unknown }).body;

// The policy has made sure the signed-in member is an admin of the company in the path.
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => getService(strapi, 'api::company-listing.company-listing');
  return {
    /** GET /company-listings/mine → { data: [company with its draft profile and products] } */
    async mine(ctx: Context) {
      ctx.body = { data: await service().mine((ctx.state.user as { id: number }).id) };
    },
    /** PUT /company-listings/:partner/profile → { data: { state } }: the change is a draft. */
    async updateProfile(ctx: Context) {
      ctx.body = { data: await service().updateProfile(await partnerOf(ctx), validateBody(profileBody)(bodyOf(ctx))) };
    },
    /** POST /company-listings/:partner/images (multipart `file`) → 201 { data: { id, url } } */
    async uploadImage(ctx: Context) {
      const files = (ctx.request as { files?: Record<string, UploadedFile | UploadedFile[]> }).files;
      const file = files?.file;
      ctx.status = 201;
      ctx.body = { data: await service().uploadImage(Array.isArray(file) ? undefined : file) };
    },
    /** POST /company-listings/:partner/products → 201 { data: { documentId, state: 'new' } } */
    async createProduct(ctx: Context) {
      const body = validateBody(productBody)(bodyOf(ctx));
      ctx.status = 201;
      ctx.body = { data: await service().createProduct(await partnerOf(ctx), body) };
    },
    /** PUT /company-listings/:partner/products/:product → { data: { documentId, state } } */
    async updateProduct(ctx: Context) {
      const body = validateBody(productBody)(bodyOf(ctx));
      ctx.body = { data: await service().updateProduct(await partnerOf(ctx), await productOf(ctx), body) };
    },
    /**
     * PUT /company-listings/:partner/exhibitors/:exhibitor { message, messageEn, products } →
     * { data: { documentId, state } }: the change is a draft; hall and stand are not the company's to set.
     */
    async updateExhibitor(ctx: Context) {
      const body = validateBody(exhibitorBody)(bodyOf(ctx));
      const entries = getService(strapi, 'api::company-listing.exhibitor-entries');
      ctx.body = { data: await entries.update(await partnerOf(ctx), await exhibitorOf(ctx), body) };
    },
    /** DELETE /company-listings/:partner/products/:product → 204 */
    async removeProduct(ctx: Context) {
      await service().removeProduct(await partnerOf(ctx), await productOf(ctx));
      ctx.status = 204;
    },
  };
};
