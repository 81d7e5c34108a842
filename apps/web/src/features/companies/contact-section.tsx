import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { captcha } from '@/lib/captcha';
import { CAPTCHA_FIELD } from '@/lib/captcha/types';
import { ActionForm } from '@/components/forms/action-form.client';
import { CaptchaField } from '@/components/forms/captcha-field.client';
import { SubmitButton, TextAreaField, TextField } from '@/components/forms/fields.client';
import { formSpec, formStrings } from '@/components/forms/labels';
import { sendContactAction } from './contact-actions';
import { contactForm } from './contact-form';

type Props = {
  locale: Locale;
  company: { documentId: string; name: string; email: string | null };
  /** The product whose page the form is on. */
  product?: { documentId: string; name: string };
};

/** "Contact opnemen": a message to the company, mailed to its address; nothing for a company without one. */
export async function ContactSection({ locale, company, product }: Props) {
  if (!company.email) return null;
  const [t, forms] = await Promise.all([getTranslations('contact'), getTranslations('forms')]);
  return (
    <section id="contact-opnemen" aria-labelledby="contact-opnemen-titel" className="mx-auto mt-12 max-w-5xl">
      <h2 id="contact-opnemen-titel" className="mb-2 text-2xl font-bold">
        {t('title')}
      </h2>
      <p className="mb-4 max-w-2xl">{product ? t('introProduct', { company: company.name, product: product.name }) : t('intro', { company: company.name })}</p>
      <ActionForm
        action={sendContactAction.bind(null, locale, { company: company.documentId, product: product?.documentId })}
        spec={await formSpec(contactForm, 'contact', locale)}
        locale={locale}
        strings={formStrings(locale)}
        className="max-w-2xl"
      >
        {product && (
          <p className="mb-4">
            <span className="font-semibold">{t('product')}:</span> {product.name}
          </p>
        )}
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField name="name" autoComplete="name" />
          <TextField name="company" autoComplete="organization" />
          <TextField name="email" type="email" autoComplete="email" inputMode="email" />
          <TextField name="phone" type="tel" autoComplete="tel" inputMode="tel" />
        </div>
        <TextAreaField name="message" rows={6} />
        <p className="mb-4 text-sm">{t('privacy', { company: company.name })}</p>
        <CaptchaField name={CAPTCHA_FIELD} widget={captcha.widget} locale={locale} noScript={forms('captchaNoScript')} />
        <SubmitButton>{t('submit')}</SubmitButton>
      </ActionForm>
    </section>
  );
}
