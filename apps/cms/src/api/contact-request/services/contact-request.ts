import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { sendMail } from '../../../utils/mail';
import { companyMail, senderCopy } from '../mails';
import type { RequestBody } from '../validation/request';

const UID = 'api::contact-request.contact-request';
const PARTNER = 'api::partner.partner';
const PRODUCT = 'api::product.product';

export type ContactService = {
  /**
   * Stores the request, mails it to the company (replies go to the sender) and a copy to the sender;
   * answers with the company's name in the request's language, for the site's confirmation.
   */
  send(request: RequestBody): Promise<{ documentId: string; companyName: string }>;
};

const refused = (path: string, message: string) => new errors.ValidationError(message, { errors: [{ path: [path], message, name: 'ValidationError' }] });

export default factories.createCoreService(UID, ({ strapi }) => {
  /** A published document in the request's language, else its Dutch version (English is optional). */
  async function published<T>(uid: typeof PARTNER | typeof PRODUCT, documentId: string, locale: string, fields: string[], populate?: object): Promise<T | null> {
    for (const candidate of locale === 'nl' ? ['nl'] : [locale, 'nl']) {
      const found = await strapi.documents(uid).findOne({ documentId, locale: candidate, status: 'published', fields, populate } as never);
      if (found) return found as T;
    }
    return null;
  }

  return {
    async send({ partner: partnerId, product: productId, locale, ...sender }) {
      const company = await published<{ documentId: string; name: string; email: string | null }>(PARTNER, partnerId, locale, ['name', 'email']);
      // A company without an address has no form on its pages.
      if (!company?.email) throw refused('partner', 'This company takes no messages');
      const product = productId
        ? await published<{ documentId: string; name: string; partner: { documentId: string } | null }>(PRODUCT, productId, locale, ['name'], { partner: { fields: ['documentId'] } })
        : null;
      if (productId && product?.partner?.documentId !== company.documentId) throw refused('product', 'This company has no such product');

      const created = await strapi.documents(UID).create({
        data: {
          ...sender,
          partner: { documentId: company.documentId, locale: 'nl' },
          product: product ? { documentId: product.documentId, locale: 'nl' } : null,
          companyName: company.name,
          productName: product?.name ?? null,
          language: locale,
          mailedTo: company.email,
        } as never,
      });
      const content = { ...sender, companyName: company.name, productName: product?.name };
      const mailed = await sendMail(strapi, company.email, 'nl', companyMail(content), { replyTo: sender.email });
      await sendMail(strapi, sender.email, locale, senderCopy(locale, content));
      if (mailed) await strapi.documents(UID).update({ documentId: created.documentId, data: { mailed: true } as never });
      return { documentId: created.documentId, companyName: company.name };
    },
  } satisfies ContactService;
});
