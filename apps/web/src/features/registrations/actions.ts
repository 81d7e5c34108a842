'use server';

import { emitLead } from '@/lib/analytics/emit';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { currentMember } from '@/lib/auth/session';
import { CmsError } from '@/lib/cms/errors';
import { cancelRegistration, registerForEvent } from '@/lib/cms/registrations';
import type { DoneMessage } from '@/components/forms/action-form.client';
import type { ButtonActionState } from '@/components/forms/button-action.client';
import { formSpec } from '@/components/forms/labels';
import { isDocumentId, languageOf, refuseCall, submitForm } from '@/components/forms/server';
import type { FormState } from '@/components/forms/types';
import { registrationForm } from './form';

const optional = (value: unknown) => String(value ?? '').trim() || undefined;

/** The CMS's refusals (features of the event, not of the form) in the member's words. */
async function explainRefusal(error: CmsError, language: Locale): Promise<string | null> {
  const t = await getTranslations({ locale: language, namespace: 'registrations.refused' });
  if (error.name === 'AlreadyRegisteredError') return t('twice');
  if (error.name === 'EventFullError') return t('full');
  if (error.name === 'RegistrationClosedError') return t('closed');
  if (error.status === 401 || error.status === 403) return t('signedOut');
  return null;
}

/** The registration form on /inschrijvingen?evenement=…, for the event with this documentId. */
export async function registerAction(locale: string, event: { documentId: string; title: string }, _state: FormState<DoneMessage>, formData: FormData): Promise<FormState<DoneMessage>> {
  const language = languageOf(locale);
  if (!isDocumentId(event?.documentId) || typeof event.title !== 'string') return { status: 'failed', values: {}, fieldErrors: {}, message: await refuseCall(language) };
  return submitForm<DoneMessage>({
    formData,
    spec: await formSpec(registrationForm, 'registrations', language),
    locale: language,
    send: async (values) => {
      const t = await getTranslations({ locale: language, namespace: 'registrations' });
      await registerForEvent(event.documentId, language, {
        name: String(values.name).trim(),
        company: optional(values.company),
        jobTitle: optional(values.jobTitle),
        dietaryWishes: optional(values.dietaryWishes),
      });
      // No refresh of the page here: it would swap this message for the "registered" notice. The
      // CMS has the site's cached places revalidated; the member's own registrations are never cached.
      const member = await currentMember();
      await emitLead('registration', { type: 'event', id: event.documentId });
      return { title: t('doneTitle'), message: t('done', { event: event.title, email: member?.email ?? '' }) };
    },
    explain: (error) => explainRefusal(error, language),
  });
}

/** The cancel button beside a registration on /account. */
export async function cancelAction(locale: string, documentId: string, _state: ButtonActionState): Promise<ButtonActionState> {
  const language = languageOf(locale);
  if (!isDocumentId(documentId)) return { status: 'failed', message: await refuseCall(language) };
  const t = await getTranslations({ locale: language, namespace: 'registrations' });
  try {
    await cancelRegistration(documentId);
  } catch (error) {
    if (!(error instanceof CmsError)) throw error;
    return { status: 'failed', message: t('cancelFailed') };
  }
  // The account page is rendered per request: the next visit shows it cancelled (and refreshing
  // it now would take this message away with the button).
  return { status: 'done', message: t('cancelled') };
}
