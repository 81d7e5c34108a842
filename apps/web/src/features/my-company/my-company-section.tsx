import { getTranslations } from 'next-intl/server';
import { provinces, sectors, type Locale } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import type { CompanyListing, ListingState } from '@/lib/cms/my-company';
import { paths } from '@/lib/paths';
import { AccountSection } from '@/features/account/section';
import { ActionForm } from '@/components/forms/action-form.client';
import { ButtonAction } from '@/components/forms/button-action.client';
import { CheckboxGroup, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/forms/fields.client';
import { formSpec, formStrings } from '@/components/forms/labels';
import { formatDateRange } from '@/lib/format';
import { standHref } from '@/lib/exhibitors/filters';
import { removeProductAction, saveExhibitorAction, saveProductAction, updateCompanyProfileAction } from './actions';
import { companyProfileForm, exhibitorForm, formatSpecifications, productForm } from './forms';

/** Whether an item is live or waits for the editors, as a small badge. */
async function StateBadge({ state }: { state: ListingState }) {
  const t = await getTranslations('myCompany');
  const text = state === 'new' ? t('pendingNew') : state === 'pending' ? t('pending') : t('published');
  const tone = state === 'published' ? 'border-cool-400' : 'border-secondary bg-secondary text-white';
  return <span className={`ml-2 inline-block rounded border px-1.5 py-0.5 text-xs font-semibold ${tone}`}>{text}</span>;
}

/** The anchor of the section, which the account page's navigation links. */
export const MY_COMPANY_SECTION = 'mijn-bedrijf';

/** "Mijn bedrijf": the profile and products of each company the member administers (`companies`, as the page read them). */
export async function MyCompanySection({ locale, companies }: { locale: Locale; companies: CompanyListing[] }) {
  if (companies.length === 0) return null;
  const t = await getTranslations('myCompany');
  return (
    <AccountSection id={MY_COMPANY_SECTION} title={t('title')}>
      {companies.map((company) => (
        <CompanyListingForms key={company.documentId} company={company} locale={locale} />
      ))}
    </AccountSection>
  );
}

async function CompanyListingForms({ company, locale }: { company: CompanyListing; locale: Locale }) {
  const [t, sectorNames, provinceNames] = await Promise.all([getTranslations('myCompany'), getTranslations('directory.sectors'), getTranslations('provinces')]);
  const strings = formStrings(locale);
  const sectorOptions = sectors.map((value) => ({ value, label: sectorNames(value) }));
  const provinceOptions = [{ value: '', label: '–' }, ...provinces.map((value) => ({ value, label: provinceNames(value) }))];
  const profile = company.profile;
  const [profileSpec, productSpec, exhibitorSpec] = await Promise.all([
    formSpec(companyProfileForm, 'myCompany', locale),
    formSpec(productForm, 'myCompany', locale),
    formSpec(exhibitorForm, 'myCompany', locale),
  ]);
  const imageField = (
    <div className="mb-4">
      <label className="mb-1 block font-semibold">
        {t('fields.image')}
        <input type="file" name="image" accept="image/jpeg,image/png,image/webp" className="mt-1 block min-h-11 w-full max-w-full" />
      </label>
    </div>
  );

  return (
    <div className="mb-8">
      <p className="mb-4">{t('intro', { company: company.name })}</p>
      <h3 className="mb-2 text-xl font-bold">
        {t('profile')}: <Link href={paths.company(company.documentId)}>{company.name}</Link>
        <StateBadge state={company.state} />
      </h3>
      <ActionForm
        action={updateCompanyProfileAction.bind(null, locale, company.documentId)}
        spec={profileSpec}
        locale={locale}
        strings={strings}
        keepForm
        initialValues={{
          description: profile?.description ?? '', sector: profile?.sector ?? '', website: profile?.website ?? '', email: profile?.email ?? '', phone: profile?.phone ?? '',
          street: profile?.street ?? '', postalCode: profile?.postalCode ?? '', city: profile?.city ?? '', province: profile?.province ?? '',
        }}
      >
        <TextAreaField name="description" />
        <SelectField name="sector" options={sectorOptions} />
        <TextField name="website" type="url" inputMode="url" autoComplete="url" />
        <TextField name="email" type="email" inputMode="email" autoComplete="email" />
        <TextField name="phone" type="tel" inputMode="tel" autoComplete="tel" />
        <TextField name="street" autoComplete="street-address" />
        <TextField name="postalCode" autoComplete="postal-code" />
        <TextField name="city" autoComplete="address-level2" />
        <SelectField name="province" options={provinceOptions} />
        <SubmitButton>{t('profileSubmit')}</SubmitButton>
      </ActionForm>

      <h3 className="mb-2 mt-8 text-xl font-bold">{t('products')}</h3>
      {company.products.length === 0 ? <p className="mb-4">{t('noProducts')}</p> : null}
      <ul className="mb-6 grid gap-3">
        {company.products.map((product) => (
          <li key={product.documentId} className="card-compact">
            <details>
              <summary className="cursor-pointer font-semibold">
                {product.name}
                <StateBadge state={product.state} />
              </summary>
              <div className="mt-4">
                {product.state !== 'new' && (
                  <p className="mb-3">
                    <Link href={paths.product(product.documentId)}>{t('view')}</Link>
                  </p>
                )}
                <ActionForm
                  action={saveProductAction.bind(null, locale, company.documentId, product.documentId)}
                  spec={productSpec}
                  locale={locale}
                  strings={strings}
                  keepForm
                  initialValues={{ name: product.name, category: product.category ?? '', description: product.description ?? '', specifications: formatSpecifications(product.specifications) }}
                >
                  <TextField name="name" />
                  <SelectField name="category" options={sectorOptions} />
                  <TextAreaField name="description" />
                  <TextAreaField name="specifications" rows={4} />
                  {imageField}
                  <SubmitButton>{t('productSubmit')}</SubmitButton>
                </ActionForm>
                <div className="mt-4">
                  <ButtonAction action={removeProductAction.bind(null, locale, company.documentId, product.documentId)} label={t('removeProduct')} />
                </div>
              </div>
            </details>
          </li>
        ))}
      </ul>

      {company.exhibitors.length > 0 && (
        <>
          <h3 className="mb-2 text-xl font-bold">{t('fairs')}</h3>
          <p className="mb-4">{t('fairsIntro')}</p>
          <ul className="mb-6 grid gap-3">
            {company.exhibitors.map((entry) => (
              <li key={entry.documentId} className="card-compact">
                <details>
                  <summary className="cursor-pointer font-semibold">
                    {entry.event.title}
                    <StateBadge state={entry.state} />
                  </summary>
                  <div className="mt-4">
                    <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                      <dt className="font-semibold">{t('fairDates')}</dt>
                      <dd>{formatDateRange(entry.event.startsAt, entry.event.endsAt, locale)}</dd>
                      <dt className="font-semibold">{t('fairStand')}</dt>
                      <dd>
                        {t('fairStandValue', { hall: entry.hall, stand: entry.stand })} <Link href={standHref(entry.event.slug, entry.hall, entry.stand)} className="underline">{t('fairOnPlan')}</Link>
                        <span className="block text-sm">{t('fairStandFixed')}</span>
                      </dd>
                    </dl>
                    <ActionForm
                      action={saveExhibitorAction.bind(null, locale, company.documentId, entry.documentId)}
                      spec={exhibitorSpec}
                      locale={locale}
                      strings={strings}
                      keepForm
                      initialValues={{ message: entry.message ?? '', messageEn: entry.messageEn ?? '', products: entry.products }}
                    >
                      <TextAreaField name="message" rows={3} />
                      <TextAreaField name="messageEn" rows={3} />
                      {company.products.length > 0 ? <CheckboxGroup name="products" options={company.products.map((product) => ({ value: product.documentId, label: product.name }))} /> : <p className="mb-4">{t('fairNoProducts')}</p>}
                      <SubmitButton>{t('fairSubmit')}</SubmitButton>
                    </ActionForm>
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </>
      )}

      <h3 className="mb-2 text-xl font-bold">{t('addProduct')}</h3>
      <ActionForm action={saveProductAction.bind(null, locale, company.documentId, null)} spec={productSpec} locale={locale} strings={strings} initialValues={{ category: profile?.sector ?? '' }}>
        <TextField name="name" />
        <SelectField name="category" options={sectorOptions} />
        <TextAreaField name="description" />
        <TextAreaField name="specifications" rows={4} />
        {imageField}
        <SubmitButton>{t('productSubmit')}</SubmitButton>
      </ActionForm>
    </div>
  );
}
