'use client';

import type { Locale } from '@standplaats/shared';
import { CAPTCHA_FIELD, type CaptchaWidget } from '@/lib/captcha/types';
import { ActionForm, type DoneMessage } from '@/components/forms/action-form.client';
import { CaptchaField } from '@/components/forms/captcha-field.client';
import { SubmitButton, TextAreaField, TextField } from '@/components/forms/fields.client';
import type { FormStrings } from '@/components/forms/form.client';
import type { FormSpec, FormState, FormValues } from '@/components/forms/types';

/** The form's own words, translated by the server. */
export type ContactFormTexts = { product: string; privacy: string; submit: string; captchaNoScript: string };

export type ContactFormProps = {
  /** What the fields' ids start with. */
  id?: string;
  /** What the visitor typed before the form came alive. */
  initialValues?: FormValues;
  action: (state: FormState<DoneMessage>, formData: FormData) => Promise<FormState<DoneMessage>>;
  spec: FormSpec;
  locale: Locale;
  strings: FormStrings;
  texts: ContactFormTexts;
  captcha: CaptchaWidget;
  /** The product whose page the form is on, by name. */
  product?: string;
};

/** The "Contact opnemen" form: a message to a company, about one of its products or not. */
export function ContactForm({ id, initialValues, action, spec, locale, strings, texts, captcha, product }: ContactFormProps) {
  return (
    <ActionForm id={id} initialValues={initialValues} action={action} spec={spec} locale={locale} strings={strings} className="max-w-2xl">
      {product && (
        <p className="mb-4">
          <span className="font-semibold">{texts.product}:</span> {product}
        </p>
      )}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField name="name" autoComplete="name" />
        <TextField name="company" autoComplete="organization" />
        <TextField name="email" type="email" autoComplete="email" inputMode="email" />
        <TextField name="phone" type="tel" autoComplete="tel" inputMode="tel" />
      </div>
      <TextAreaField name="message" rows={6} />
      <p className="mb-4 text-sm">{texts.privacy}</p>
      <CaptchaField name={CAPTCHA_FIELD} widget={captcha} locale={locale} noScript={texts.captchaNoScript} />
      <SubmitButton>{texts.submit}</SubmitButton>
    </ActionForm>
  );
}
