import { getTranslations } from 'next-intl/server';
import { employmentTypes, functionAreas, jobLevels, provinces, VACANCY_DEFAULT_DAYS, type Locale } from '@standplaats/shared';
import type { MemberCompany, OwnVacancy } from '@/lib/cms/vacancy-posting';
import { ActionForm } from '@/components/forms/action-form.client';
import { CheckboxField, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/forms/fields.client';
import { formSpec, formStrings } from '@/components/forms/labels';
import type { FormValues } from '@/components/forms/types';
import { saveVacancyAction } from './actions';
import { dutchDay, vacancyForm } from './form';

type Props = { locale: Locale; companies: MemberCompany[]; editing?: OwnVacancy };

const valuesOf = (vacancy: OwnVacancy): FormValues => ({
  company: vacancy.company?.documentId ?? '',
  title: vacancy.title,
  text: vacancy.text,
  location: vacancy.location,
  province: vacancy.province ?? '',
  remote: vacancy.remote,
  hoursPerWeek: vacancy.hoursPerWeek === null ? '' : String(vacancy.hoursPerWeek),
  employmentType: vacancy.employmentType ?? '',
  functionArea: vacancy.functionArea ?? '',
  level: vacancy.level ?? '',
  salaryMin: vacancy.salaryMin === null ? '' : String(vacancy.salaryMin),
  salaryMax: vacancy.salaryMax === null ? '' : String(vacancy.salaryMax),
  apply: vacancy.apply,
  validThrough: vacancy.validThrough ?? '',
});

/** The vacancy form: new (for one of the member's companies) or a change to a pending one. */
export async function VacancyForm({ locale, companies, editing }: Props) {
  const [t, vacancies, provinceNames] = await Promise.all([getTranslations('vacancies.post'), getTranslations('vacancies'), getTranslations('provinces')]);
  const choose = { value: '', label: t('choose') };
  const options = <T extends string>(values: readonly T[], label: (value: T) => string) => [choose, ...values.map((value) => ({ value, label: label(value) }))];
  const initial: FormValues = editing
    ? valuesOf(editing)
    : { company: companies.length === 1 ? companies[0]!.documentId : '', validThrough: dutchDay(new Date(), VACANCY_DEFAULT_DAYS), remote: false };
  return (
    <ActionForm action={saveVacancyAction.bind(null, locale, editing?.documentId ?? null)} spec={await formSpec(vacancyForm, 'vacancies.post', locale)} locale={locale} strings={formStrings(locale)} initialValues={initial}>
      {editing || companies.length === 1 ? (
        <input type="hidden" name="company" value={String(initial.company)} />
      ) : (
        <SelectField name="company" options={[choose, ...companies.map((c) => ({ value: c.documentId, label: c.name }))]} />
      )}
      <TextField name="title" />
      <TextAreaField name="text" rows={12} help={t('textHelp')} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField name="location" autoComplete="address-level2" />
        <SelectField name="province" options={options(provinces, (p) => provinceNames(p))} />
      </div>
      <CheckboxField name="remote">{t('remoteLabel')}</CheckboxField>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField name="hoursPerWeek" type="number" inputMode="numeric" />
        <SelectField name="employmentType" options={options(employmentTypes, (e) => vacancies(`employmentTypes.${e}`))} />
        <SelectField name="functionArea" options={options(functionAreas, (a) => vacancies(`functionAreas.${a}`))} />
        <SelectField name="level" options={options(jobLevels, (l) => vacancies(`levels.${l}`))} />
        <TextField name="salaryMin" type="number" inputMode="numeric" help={t('salaryHelp')} />
        <TextField name="salaryMax" type="number" inputMode="numeric" help={t('salaryHelp')} />
      </div>
      <TextField name="apply" help={t('applyHelp')} />
      <TextField name="validThrough" type="date" help={t('closingHelp')} />
      <SubmitButton>{editing ? t('save') : t('submit')}</SubmitButton>
    </ActionForm>
  );
}
