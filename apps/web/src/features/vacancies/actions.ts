'use server';

import { revalidatePath } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { localisedPath, paths, VACANCY_MAX_DAYS, type Locale } from '@standplaats/shared';
import { CmsError } from '@/lib/cms/errors';
import { editVacancy, fillVacancy, postVacancy, withdrawVacancy, type VacancyBody } from '@/lib/cms/vacancy-posting';
import type { DoneMessage } from '@/components/forms/action-form.client';
import type { ButtonActionState } from '@/components/forms/button-action.client';
import { formDataOf, isDocumentId, languageOf, refuseCall, submitForm } from '@/components/forms/server';
import { formSpec } from '@/components/forms/labels';
import type { FieldErrors, FormState } from '@/components/forms/types';
import { readValues, validateForm } from '@/components/forms/validate-form';
import { dutchDay, vacancyForm } from './form';

const str = (value: unknown) => String(value ?? '').trim();
const amount = (value: unknown) => (str(value) === '' ? null : Number(str(value)));

/** What the rules of the fields cannot say: the closing date's range. */
async function crossChecks(values: Record<string, unknown>, locale: Locale, now = new Date()): Promise<FieldErrors> {
  const t = await getTranslations({ locale, namespace: 'vacancies.post' });
  const errors: FieldErrors = {};
  const closing = str(values.validThrough);
  if (closing && !(/^\d{4}-\d{2}-\d{2}$/.test(closing) && closing >= dutchDay(now) && closing <= dutchDay(now, VACANCY_MAX_DAYS))) errors.validThrough = [t('closingRange')];
  return errors;
}

const bodyOf = (values: Record<string, unknown>, locale: Locale): VacancyBody => ({
  locale,
  title: str(values.title),
  text: String(values.text ?? ''),
  location: str(values.location),
  province: str(values.province) || undefined,
  remote: values.remote === true,
  hoursPerWeek: Number(str(values.hoursPerWeek)),
  employmentType: str(values.employmentType),
  functionArea: str(values.functionArea) || undefined,
  level: str(values.level) || undefined,
  salaryMin: amount(values.salaryMin),
  salaryMax: amount(values.salaryMax),
  apply: str(values.apply),
  validThrough: str(values.validThrough) || undefined,
});

async function explainRefusal(error: CmsError, locale: Locale): Promise<string | null> {
  const t = await getTranslations({ locale, namespace: 'vacancies.post' });
  if (error.status === 401) return t('signedOut');
  if (error.status === 403) return t('notYourCompany');
  if (error.name === 'VacancyStateError' || error.status === 404) return t('notEditable');
  return null;
}

/** The form on /vacatures/plaatsen: a new vacancy, or (with `editing`) a change to one of the company's. */
export async function saveVacancyAction(locale: string, editing: string | null, _state: FormState<DoneMessage>, formData: FormData): Promise<FormState<DoneMessage>> {
  const language = languageOf(locale);
  if ((editing != null && !isDocumentId(editing)) || !formDataOf(formData)) return { status: 'failed', values: {}, fieldErrors: {}, message: await refuseCall(language) };
  const spec = await formSpec(vacancyForm, 'vacancies.post', language);
  const values = readValues(formData, spec);
  const errors = { ...(await validateForm(values, spec, language)), ...(await crossChecks(values, language)) };
  if (Object.keys(errors).length > 0) return { status: 'invalid', values, fieldErrors: errors };
  return submitForm<DoneMessage>({
    formData,
    spec,
    locale: language,
    send: async (checked) => {
      const t = await getTranslations({ locale: language, namespace: 'vacancies.post' });
      const body = bodyOf(checked, language);
      if (editing) {
        await editVacancy(editing, body);
        return { title: t('editTitle'), message: t('saved') };
      }
      const posted = await postVacancy(str(checked.company), body);
      return { title: t('doneTitle'), message: t('done', { title: posted.title }) };
    },
    explain: (error) => explainRefusal(error, language),
  });
}

/**
 * "Mark as filled" and "Withdraw" beside a vacancy on /account (the button pressed names the
 * change); the account page is rendered again, so the vacancy's card shows its new status.
 */
export async function changeVacancyAction(locale: string, documentId: string, _state: ButtonActionState, formData: FormData): Promise<ButtonActionState> {
  const language = languageOf(locale);
  const change = formDataOf(formData)?.get('wijziging');
  if (!isDocumentId(documentId) || (change !== 'filled' && change !== 'withdrawn')) return { status: 'failed', message: await refuseCall(language) };
  const t = await getTranslations({ locale: language, namespace: 'vacancies.mine' });
  try {
    await (change === 'filled' ? fillVacancy : withdrawVacancy)(documentId);
  } catch (error) {
    if (!(error instanceof CmsError)) throw error;
    return { status: 'failed', message: t('failed') };
  }
  revalidatePath(localisedPath(language, paths.account));
  return { status: 'done', message: t(change) };
}
