import { getTranslations } from 'next-intl/server';
import { provinces, sectors, type Locale } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import type { CompanyListing, ListingState } from '@/lib/cms/my-company';
import { paths } from '@/lib/paths';
import { AccountSection } from '@/features/account/section';
import { DeferredButtonAction } from '@/components/forms/deferred-button-action.client';
import { DeferredForm } from '@/components/forms/deferred-form.client';
import type { FieldDescription } from '@/components/forms/described-form.client';
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
  const productFields: FieldDescription[] = [
    { field: 'text', name: 'name' },
    { field: 'select', name: 'category', options: sectorOptions },
    { field: 'textarea', name: 'description' },
    { field: 'textarea', name: 'specifications', rows: 4 },
    { field: 'file', name: 'image', label: t('fields.image'), accept: 'image/jpeg,image/png,image/webp' },
  ];

  return (
    <div className="mb-8">
      <p className="mb-4">{t('intro', { company: company.name })}</p>
      <h3 className="mb-2 text-xl font-bold">
        {t('profile')}: <Link href={paths.company(company.documentId)}>{company.name}</Link>
        <StateBadge state={company.state} />
      </h3>
      <DeferredForm
        action={updateCompanyProfileAction.bind(null, locale, company.documentId)}
        spec={profileSpec}
        locale={locale}
        strings={strings}
        keepForm
        initialValues={{
          description: profile?.description ?? '', sector: profile?.sector ?? '', website: profile?.website ?? '', email: profile?.email ?? '', phone: profile?.phone ?? '',
          street: profile?.street ?? '', postalCode: profile?.postalCode ?? '', city: profile?.city ?? '', province: profile?.province ?? '',
        }}
        fields={[
          { field: 'textarea', name: 'description' },
          { field: 'select', name: 'sector', options: sectorOptions },
          { field: 'text', name: 'website', type: 'url', inputMode: 'url', autoComplete: 'url' },
          { field: 'text', name: 'email', type: 'email', inputMode: 'email', autoComplete: 'email' },
          { field: 'text', name: 'phone', type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
          { field: 'text', name: 'street', autoComplete: 'street-address' },
          { field: 'text', name: 'postalCode', autoComplete: 'postal-code' },
          { field: 'text', name: 'city', autoComplete: 'address-level2' },
          { field: 'select', name: 'province', options: provinceOptions },
        ]}
        submit={t('profileSubmit')}
      />

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
                <DeferredForm
                  action={saveProductAction.bind(null, locale, company.documentId, product.documentId)}
                  spec={productSpec}
                  locale={locale}
                  strings={strings}
                  keepForm
                  initialValues={{ name: product.name, category: product.category ?? '', description: product.description ?? '', specifications: formatSpecifications(product.specifications) }}
                  fields={productFields}
                  submit={t('productSubmit')}
                />
                <div className="mt-4">
                  <DeferredButtonAction action={removeProductAction.bind(null, locale, company.documentId, product.documentId)} label={t('removeProduct')} />
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
                    <DeferredForm
                      action={saveExhibitorAction.bind(null, locale, company.documentId, entry.documentId)}
                      spec={exhibitorSpec}
                      locale={locale}
                      strings={strings}
                      keepForm
                      initialValues={{ message: entry.message ?? '', messageEn: entry.messageEn ?? '', products: entry.products }}
                      fields={[
                        { field: 'textarea', name: 'message', rows: 3 },
                        { field: 'textarea', name: 'messageEn', rows: 3 },
                        company.products.length > 0
                          ? { field: 'checkboxes', name: 'products', options: company.products.map((product) => ({ value: product.documentId, label: product.name })) }
                          : { field: 'note', text: t('fairNoProducts') },
                      ]}
                      submit={t('fairSubmit')}
                    />
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </>
      )}

      <h3 className="mb-2 text-xl font-bold">{t('addProduct')}</h3>
      <DeferredForm
        action={saveProductAction.bind(null, locale, company.documentId, null)}
        spec={productSpec}
        locale={locale}
        strings={strings}
        initialValues={{ category: profile?.sector ?? '' }}
        fields={productFields}
        submit={t('productSubmit')}
      />
    </div>
  );
}
