import { cache } from 'react';
import { z } from 'zod';
import type { Locale } from '@standplaats/shared';
import { cms } from './index';
import { siteOnly } from './site-only';
import { documentFields, listOf, localizationsSchema, slugsOf } from './strapi';
import { REVALIDATE_SECONDS, tagsFor } from './tags';

export const planIntervals = ['jaar', 'halfjaar', 'kwartaal'] as const;
export type PlanInterval = (typeof planIntervals)[number];

const planSchema = z.object({
  ...documentFields,
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable().optional(),
  brand: z.enum(['expovisie', 'conferencematters', 'combi']).nullable().optional(),
  priceCents: z.number().int(),
  interval: z.enum(planIntervals),
  features: z.array(z.string()).nullable().optional(),
  localizations: localizationsSchema,
});

export type SubscriptionPlan = {
  documentId: string;
  locale: Locale;
  name: string;
  slug: string;
  description: string;
  brand: 'expovisie' | 'conferencematters' | 'combi' | null;
  priceCents: number;
  interval: PlanInterval;
  features: string[];
  slugs: Partial<Record<Locale, string>>;
};

const toPlan = (raw: z.infer<typeof planSchema>): SubscriptionPlan => ({
  documentId: raw.documentId,
  locale: raw.locale,
  name: raw.name,
  slug: raw.slug,
  description: raw.description ?? '',
  brand: raw.brand ?? null,
  priceCents: raw.priceCents,
  interval: raw.interval,
  features: raw.features ?? [],
  slugs: slugsOf(raw, raw.localizations),
});

const populate = { localizations: { fields: ['slug', 'locale'] } };

/** The plans on offer, in the editors' order. */
export async function listSubscriptionPlans(locale: Locale): Promise<SubscriptionPlan[]> {
  const body = await cms.get('/subscription-plans', {
    params: { locale, populate, sort: ['order:asc', 'priceCents:asc'], pagination: { page: 1, pageSize: 50 } },
    next: { tags: tagsFor('subscription-plan'), revalidate: REVALIDATE_SECONDS },
  });
  return listOf(planSchema).parse(body).data.map(toPlan);
}

export const getSubscriptionPlan = cache(async (slug: string, locale: Locale): Promise<SubscriptionPlan | null> => {
  const body = await cms.get('/subscription-plans', {
    params: { locale, populate, filters: { slug: { $eq: slug } }, pagination: { page: 1, pageSize: 1 } },
    next: { tags: tagsFor('subscription-plan'), revalidate: REVALIDATE_SECONDS },
  });
  const raw = listOf(planSchema).parse(body).data[0];
  return raw ? toPlan(raw) : null;
});

export type SubscriptionOrder = {
  plan: string;
  locale: Locale;
  name: string;
  company: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  country: string;
  email: string;
  accountHolder: string;
  iban: string;
  acceptedTerms: true;
};

/** Stores an order (the CMS mails its confirmation); answers the SEPA mandate reference. */
export async function placeSubscriptionOrder(order: SubscriptionOrder): Promise<{ reference: string }> {
  const body = await cms.post('/subscription-orders', order, await siteOnly());
  return z.object({ data: z.object({ reference: z.string() }) }).parse(body).data;
}
