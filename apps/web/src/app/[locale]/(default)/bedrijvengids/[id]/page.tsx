import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localisedPath } from '@standplaats/shared';
import { routeLocale } from '@/i18n/params';
import { Link } from '@/i18n/navigation';
import { listArticles } from '@/lib/cms/articles';
import { listOpenVacancies } from '@/lib/cms/companies';
import { listEvents } from '@/lib/cms/events';
import { listUpcomingFairs } from '@/lib/cms/exhibitors';
import { listProducts } from '@/lib/cms/products';
import { formatDate } from '@/lib/format';
import { withQuery } from '@/lib/list-query';
import { paths, pathsPerLanguage } from '@/lib/paths';
import { PARAM as DASHBOARD_PARAM } from '@/lib/statistics/period';
import { companyLd } from '@/lib/seo/directory-ld';
import { absoluteMediaUrl, absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Image } from '@/components/ui/image';
import { OnlyInDutch } from '@/components/ui/only-in-dutch';
import { CompanyContact } from '@/features/companies/company-contact';
import { ContactSection } from '@/features/companies/contact-section';
import { findCompany } from '@/features/companies/find-company';
import { LocationMap } from '@/features/maps/location-map';
import { EventList } from '@/features/events/event-list';
import { UpcomingFairs } from '@/features/exhibitors/fair-sections';
import { NewsSection } from '@/features/news/news-section';
import { ProductGrid } from '@/features/products/product-grid';
import { TrackView } from '@/features/analytics/track-view.client';
import { DashboardLink } from '@/features/companies/dashboard-link.client';

type Props = PageProps<'/[locale]/bedrijvengids/[id]'>;

// Rendered on the first request for an id, then served from the cache until the company changes.
export function generateStaticParams() {
  return [];
}

const PRODUCTS_SHOWN = 8;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const company = await findCompany((await params).id, locale, paths.company);
  return pageMetadata({
    locale,
    title: company.name,
    description: company.description,
    paths: pathsPerLanguage(Object.fromEntries(company.languages.map((language) => [language, company.documentId])), paths.company),
    image: company.logo,
    type: 'profile',
  });
}

export default async function CompanyPage({ params }: Props) {
  const locale = await routeLocale(params);
  const company = await findCompany((await params).id, locale, paths.company);
  const id = company.documentId;
  // The day, not the hour: vacancies are valid through a date.
  const [t, directory, sectorNames, events, products, vacancies, news, fairs] = await Promise.all([
    getTranslations('directory.company'),
    getTranslations('directory'),
    getTranslations('directory.sectors'),
    listEvents({ locale, when: 'upcoming', organiser: id, pageSize: 6 }),
    listProducts({ locale, company: id, pageSize: PRODUCTS_SHOWN }),
    listOpenVacancies(id, locale),
    listArticles({ locale, partner: id, pageSize: 3 }),
    listUpcomingFairs({ company: id }, locale),
  ]);
  const url = absoluteUrl(locale, paths.company(id));
  const translated = company.locale === locale;
  const provinceNames = await getTranslations('provinces');
  const maps = await getTranslations('maps');

  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ name: directory('title'), path: paths.directory }, { name: company.name, path: paths.company(id) }]} />
      <JsonLd
        data={companyLd({
          url,
          name: company.name,
          description: company.description,
          address: { ...company.address, region: company.address.province ? provinceNames(company.address.province) : '' },
          logo: company.logo ? { url: absoluteMediaUrl(company.logo.src), width: company.logo.width, height: company.logo.height } : undefined,
          email: company.email,
          telephone: company.phone,
          sameAs: [company.website, ...company.socialLinks.map((link) => link.url)].filter((link): link is string => Boolean(link)),
        })}
      />
      <article lang={translated ? undefined : company.locale} className="mx-auto max-w-5xl">
        <TrackView type="company" id={company.documentId} />
        <DashboardLink company={id} href={localisedPath(locale, withQuery(paths.industryDashboard, new URLSearchParams({ [DASHBOARD_PARAM.company]: id }).toString()))} label={t('dashboard')} />
        {!translated && <OnlyInDutch locale={locale}>{t('onlyDutch')}</OnlyInDutch>}
        <div className="mb-8 flex flex-col gap-6 sm:flex-row sm:items-start">
          {company.logo && <Image src={company.logo.src} alt={company.logo.alt || company.name} width={240} height={120} className="h-24 w-48 shrink-0 object-contain" priority />}
          <div>
            {company.sector && <p className="mb-1 text-sm font-semibold uppercase tracking-wide text-main-800 dark:text-main">{sectorNames(company.sector)}</p>}
            <h1 className="mb-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{company.name}</h1>
            {company.description && <p className="text-xl">{company.description}</p>}
          </div>
        </div>
        <div className="grid gap-8 md:grid-cols-[2fr_1fr]">
          <section aria-labelledby="contact">
            <h2 id="contact" className="mb-3 text-2xl font-bold">
              {t('contact')}
            </h2>
            <CompanyContact address={company.address} phone={company.phone} email={company.email} website={company.website} socialLinks={company.socialLinks} />
          </section>
          {company.location && (
            <LocationMap
              latitude={company.location.latitude}
              longitude={company.location.longitude}
              title={maps('locationTitle', { name: company.name })}
              description={maps('locationDescription', { name: company.name, place: [company.address.city, company.address.province ? provinceNames(company.address.province) : ''].filter(Boolean).join(', ') })}
              className="h-auto w-40 sm:w-48"
            />
          )}
        </div>
      </article>

      <ContactSection locale={locale} company={company} />

      <UpcomingFairs entries={fairs} locale={locale} heading="companyFairs" showMessage className="mx-auto mt-12 max-w-5xl" />

      <section aria-labelledby="producten" className="mx-auto mt-12 max-w-5xl">
        <h2 id="producten" className="mb-4 text-2xl font-bold">
          {t('products')}
        </h2>
        <ProductGrid products={products.items} empty={t('noProducts')} headingLevel={3} />
        {products.total > PRODUCTS_SHOWN && (
          <p className="mt-4">
            <Link href={paths.companyProducts(id)}>{t('allProducts', { name: company.name })}</Link>
          </p>
        )}
      </section>

      <section aria-labelledby="evenementen" className="mx-auto mt-12 max-w-5xl">
        <h2 id="evenementen" className="mb-4 text-2xl font-bold">
          {t('events', { name: company.name })}
        </h2>
        <EventList events={events.items} locale={locale} empty={t('noEvents')} />
      </section>

      <section aria-labelledby="vacatures" className="mx-auto mt-12 max-w-5xl">
        <h2 id="vacatures" className="mb-4 text-2xl font-bold">
          {t('vacancies')}
        </h2>
        {vacancies.length === 0 ? (
          <p>{t('noVacancies')}</p>
        ) : (
          <ul className="grid gap-2">
            {vacancies.map((vacancy) => (
              <li key={vacancy.documentId}>
                <Link href={paths.vacancy(vacancy.slug)} className="font-semibold">
                  {vacancy.title}
                </Link>
                {vacancy.location && <span>, {vacancy.location}</span>}
                {vacancy.validThrough && <span className="block text-sm">{t('validThrough', { date: formatDate(vacancy.validThrough, locale) })}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>

      <NewsSection title={t('news')} articles={news.items} locale={locale} empty={t('noNews')} className="mx-auto mt-12 max-w-5xl" />
    </>
  );
}
