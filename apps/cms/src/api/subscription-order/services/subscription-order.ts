import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Locale } from '@standplaats/shared';
import { sendMail } from '../../../utils/mail';
import { orderMail, type OrderMail } from '../mails';
import { maskIban, newMandateReference } from '../sepa';
import type { OrderBody } from '../validation/order';

const UID = 'api::subscription-order.subscription-order';
const PLAN = 'api::subscription-plan.subscription-plan';

type Plan = { documentId: string; locale: string; name: string; priceCents: number; interval: OrderMail['interval'] };

export type OrderService = {
  /** Stores the order with its mandate and mails the reader a copy; answers the mandate reference. */
  place(order: OrderBody): Promise<{ reference: string }>;
};

const unknownPlan = () =>
  new errors.ValidationError('Unknown subscription plan', {
    errors: [{ path: ['plan'], message: 'Unknown subscription plan', name: 'ValidationError' }],
  });

const countryName = (code: string, locale: Locale) => new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;

export default factories.createCoreService(UID, ({ strapi }) => {
  /** The published plan in the order's language, else its Dutch version (English is optional). */
  async function findPlan(documentId: string, locale: Locale): Promise<Plan | null> {
    for (const candidate of locale === 'nl' ? ['nl'] : [locale, 'nl']) {
      const plan = await strapi.documents(PLAN).findOne({
        documentId,
        locale: candidate,
        status: 'published',
        fields: ['name', 'priceCents', 'interval', 'locale'],
      });
      if (plan?.name && typeof plan.priceCents === 'number' && plan.interval) {
        const { documentId, name, priceCents, interval } = plan;
        return { documentId, locale: plan.locale ?? candidate, name, priceCents, interval };
      }
    }
    return null;
  }

  return {
    async place(order: OrderBody) {
      const { plan: planId, locale, acceptedTerms: _accepted, ...customer } = order;
      const plan = await findPlan(planId, locale);
      if (!plan) throw unknownPlan();

      const signedAt = new Date();
      const mandateReference = newMandateReference(signedAt);
      await strapi.documents(UID).create({
        data: {
          ...customer,
          plan: { documentId: plan.documentId, locale: plan.locale },
          planName: plan.name,
          priceCents: plan.priceCents,
          interval: plan.interval,
          language: locale,
          mandateReference,
          mandateSignedAt: signedAt.toISOString(),
          status: 'new',
        },
      });

      const { name, company, street, houseNumber, postalCode, city, country, email, iban, accountHolder } = customer;
      await sendMail(strapi, email, locale, orderMail(locale, {
        name,
        planName: plan.name,
        priceCents: plan.priceCents,
        interval: plan.interval,
        address: [company, `${street} ${houseNumber}`, `${postalCode} ${city}`, countryName(country, locale)].filter((part): part is string => Boolean(part)),
        accountHolder,
        maskedIban: maskIban(iban),
        mandateReference,
        signedAt,
      }));
      return { reference: mandateReference };
    },
  };
});
