import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { captcha } from '@/lib/captcha';
import { formSpec, formStrings } from '@/components/forms/labels';
import { sendContactAction } from './contact-actions';
import { contactForm } from './contact-form';
import { DeferredContactForm } from './contact-form-deferred.client';

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
      <DeferredContactForm
        action={sendContactAction.bind(null, locale, { company: company.documentId, product: product?.documentId })}
        spec={await formSpec(contactForm, 'contact', locale)}
        locale={locale}
        strings={formStrings(locale)}
        texts={{ product: t('product'), privacy: t('privacy', { company: company.name }), submit: t('submit'), captchaNoScript: forms('captchaNoScript') }}
        captcha={captcha.widget}
        product={product?.name}
      />
    </section>
  );
}
