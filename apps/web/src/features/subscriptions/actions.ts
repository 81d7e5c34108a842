'use server';

import { getTranslations } from 'next-intl/server';
import { isLocale } from '@standplaats/shared';
import { emitLead } from '@/lib/analytics/emit';
import { placeSubscriptionOrder } from '@/lib/cms/subscriptions';
import type { DoneMessage } from '@/components/forms/action-form.client';
import { formSpec } from '@/components/forms/labels';
import { isDocumentId, refuseCall, submitForm } from '@/components/forms/server';
import type { FormState } from '@/components/forms/types';
import { orderForm } from './form';

export async function order(locale: string, plan: { documentId: string; name: string }, _state: FormState<DoneMessage>, formData: FormData): Promise<FormState<DoneMessage>> {
  const language = isLocale(locale) ? locale : 'nl';
  if (!isDocumentId(plan?.documentId) || typeof plan.name !== 'string') return { status: 'failed', values: {}, fieldErrors: {}, message: await refuseCall(language) };
  const t = await getTranslations({ locale: language, namespace: 'subscriptions' });
  return submitForm({
    formData,
    spec: await formSpec(orderForm, 'subscriptions', language),
    locale: language,
    withCaptcha: true,
    send: async (values) => {
      const text = (name: keyof typeof orderForm) => String(values[name]).trim();
      const email = text('email');
      const { reference } = await placeSubscriptionOrder({
        plan: plan.documentId,
        locale: language,
        name: text('name'),
        company: text('company'),
        street: text('street'),
        houseNumber: text('houseNumber'),
        postalCode: text('postalCode'),
        city: text('city'),
        country: text('country'),
        email,
        accountHolder: text('accountHolder'),
        iban: text('iban'),
        acceptedTerms: true,
      });
      await emitLead('order');
      return { title: t('doneTitle'), message: t('done', { plan: plan.name, reference, email }) };
    },
  });
}
