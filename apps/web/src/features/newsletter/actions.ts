'use server';

import { getTranslations } from 'next-intl/server';
import { type NewsletterList, newsletterLists } from '@standplaats/shared';
import { emitLead } from '@/lib/analytics/emit';
import { CmsError } from '@/lib/cms/errors';
import { confirmNewsletter, subscribeToNewsletter, unsubscribeNewsletter } from '@/lib/cms/newsletter';
import type { DoneMessage } from '@/components/forms/action-form.client';
import type { ButtonActionState } from '@/components/forms/button-action.client';
import { formSpec } from '@/components/forms/labels';
import { formDataOf, languageOf, submitForm } from '@/components/forms/server';
import type { FormState } from '@/components/forms/types';
import { newsletterForm } from './form';


export async function subscribe(locale: string, _state: FormState<DoneMessage>, formData: FormData): Promise<FormState<DoneMessage>> {
  const language = languageOf(locale);
  const t = await getTranslations({ locale: language, namespace: 'newsletter' });
  return submitForm({
    formData,
    spec: await formSpec(newsletterForm, 'newsletter', language),
    locale: language,
    withCaptcha: true,
    send: async (values) => {
      const email = String(values.email).trim();
      const lists = (values.lists as string[]).filter((list): list is NewsletterList => (newsletterLists as readonly string[]).includes(list));
      await subscribeToNewsletter({ email, locale: language, lists });
      return { title: t('doneTitle'), message: t('done', { email }) };
    },
  });
}

/** Runs a token action; a refused token (bad, tampered, expired) gets the invalid-link text. */
async function withToken(locale: string, formData: FormData, act: (token: string) => Promise<string>): Promise<ButtonActionState> {
  const t = await getTranslations({ locale: languageOf(locale), namespace: 'newsletter' });
  const token = formDataOf(formData)?.get('token');
  try {
    if (typeof token !== 'string' || token === '') throw new CmsError({ status: 400, name: 'InvalidTokenError', message: 'No token' });
    return { status: 'done', message: await act(token) };
  } catch (error) {
    if (error instanceof CmsError && error.status < 500) return { status: 'failed', message: t('invalidLink') };
    const forms = await getTranslations({ locale: languageOf(locale), namespace: 'forms' });
    return { status: 'failed', message: forms('failed') };
  }
}

export async function confirm(locale: string, _state: ButtonActionState, formData: FormData): Promise<ButtonActionState> {
  const t = await getTranslations({ locale: languageOf(locale), namespace: 'newsletter' });
  return withToken(locale, formData, async (token) => {
    const { lists } = await confirmNewsletter(token);
    await emitLead('newsletter');
    const names = lists.filter((list): list is NewsletterList => (newsletterLists as readonly string[]).includes(list)).map((list) => t(`lists.${list}`));
    return t('confirmed', { lists: new Intl.ListFormat(languageOf(locale), { type: 'conjunction' }).format(names) });
  });
}

export async function unsubscribe(locale: string, _state: ButtonActionState, formData: FormData): Promise<ButtonActionState> {
  const t = await getTranslations({ locale: languageOf(locale), namespace: 'newsletter' });
  return withToken(locale, formData, async (token) => t('unsubscribed', { email: (await unsubscribeNewsletter(token)).email }));
}
