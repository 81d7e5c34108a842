'use server';

import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { emitLead } from '@/lib/analytics/emit';
import { sendContactRequest } from '@/lib/cms/contact';
import type { CmsError } from '@/lib/cms/errors';
import type { DoneMessage } from '@/components/forms/action-form.client';
import { formSpec } from '@/components/forms/labels';
import { cmsRefusedFields, isDocumentId, languageOf, refuseCall, submitForm } from '@/components/forms/server';
import type { FormState } from '@/components/forms/types';
import { contactForm } from './contact-form';

/** Who a contact form writes to: the company, and the product whose page it is on. */
export type ContactTarget = { company: string; product?: string };

const optional = (value: unknown) => String(value ?? '').trim() || undefined;
const isTarget = (to: ContactTarget | undefined) => isDocumentId(to?.company) && (to.product === undefined || isDocumentId(to.product));

/** The CMS's refusals that are about the company, not the form: it takes no messages (any more). */
async function explainRefusal(error: CmsError, language: Locale) {
  const [path] = cmsRefusedFields(error);
  return path === 'partner' || path === 'product' ? (await getTranslations({ locale: language, namespace: 'contact' }))('unavailable') : null;
}

/** The "Contact opnemen" form on a company's or a product's page. */
export async function sendContactAction(locale: string, to: ContactTarget, _state: FormState<DoneMessage>, formData: FormData): Promise<FormState<DoneMessage>> {
  const language = languageOf(locale);
  if (!isTarget(to)) return { status: 'failed', values: {}, fieldErrors: {}, message: await refuseCall(language) };
  return submitForm<DoneMessage>({
    formData,
    spec: await formSpec(contactForm, 'contact', language),
    locale: language,
    withCaptcha: true,
    send: async (values) => {
      const email = String(values.email).trim();
      const { companyName } = await sendContactRequest({
        partner: to.company,
        product: to.product,
        locale: language,
        name: String(values.name).trim(),
        company: optional(values.company),
        email,
        phone: optional(values.phone),
        message: String(values.message).trim(),
      });
      // A lead for the company: on the product it was sent from, which counts among the company's.
      await emitLead('contact', to.product ? { type: 'product', id: to.product } : { type: 'company', id: to.company });
      const t = await getTranslations({ locale: language, namespace: 'contact' });
      return { title: t('doneTitle'), message: t('done', { company: companyName, email }) };
    },
    explain: (error) => explainRefusal(error, language),
  });
}
