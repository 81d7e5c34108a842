import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { routeLocale } from '@/i18n/params';
import { getVacancy } from '@/lib/cms/vacancies';
import { paths, pathsPerLanguage } from '@/lib/paths';
import { jobPostingLd } from '@/lib/seo/job-posting';
import { absoluteMediaUrl, absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { findLocalised } from '@/lib/localised-document';
import { JsonLd } from '@/components/seo/json-ld';
import { Blocks } from '@/components/ui/blocks';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { OnlyInDutch } from '@/components/ui/only-in-dutch';
import { SimilarVacancies } from '@/features/vacancies/similar-vacancies';
import { HowToApply, VacancyFacts } from '@/features/vacancies/vacancy-facts';
import { TrackView } from '@/features/analytics/track-view.client';

type Props = PageProps<'/[locale]/vacatures/[slug]'>;

// Rendered on the first request for a slug, then served from the cache until the vacancy changes.
// A closed vacancy never gets here: the proxy answers it with 410 (niet-beschikbaar/page.tsx).
export function generateStaticParams() {
  return [];
}

const findVacancy = (slug: string, locale: Locale) => findLocalised(getVacancy, slug, locale, paths.vacancy);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const vacancy = await findVacancy((await params).slug, locale);
  if (!vacancy) notFound();
  const t = await getTranslations({ locale, namespace: 'vacancies' });
  return pageMetadata({
    locale,
    title: vacancy.company ? `${vacancy.title} · ${vacancy.company.name}` : vacancy.title,
    description: [vacancy.company?.name, vacancy.location, vacancy.hoursPerWeek !== null && t('hoursPerWeek', { hours: vacancy.hoursPerWeek })].filter(Boolean).join(' · '),
    paths: pathsPerLanguage(vacancy.slugs, paths.vacancy),
    image: vacancy.company?.logo,
  });
}

export default async function VacancyPage({ params }: Props) {
  const locale = await routeLocale(params);
  const vacancy = await findVacancy((await params).slug, locale);
  if (!vacancy) notFound();
  const t = await getTranslations('vacancies');
  const translated = vacancy.locale === locale;
  const { company } = vacancy;
  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ name: t('title'), path: paths.vacancies }, { name: vacancy.title, path: paths.vacancy(vacancy.slug) }]} />
      <JsonLd
        data={jobPostingLd({
          url: absoluteUrl(locale, paths.vacancy(vacancy.slug)),
          title: vacancy.title,
          body: vacancy.body,
          datePosted: vacancy.postedAt,
          validThrough: vacancy.validThrough,
          employmentType: vacancy.employmentType,
          hoursPerWeek: vacancy.hoursPerWeek,
          company: company
            ? { name: company.name, url: absoluteUrl(locale, paths.company(company.documentId)), website: company.website, logo: company.logo ? absoluteMediaUrl(company.logo.src) : null }
            : { name: 'Standplaats' },
          location: vacancy.location ? { city: vacancy.location, region: vacancy.province, country: 'NL' } : null,
          remote: vacancy.remote,
          salary: vacancy.salary,
          identifier: vacancy.documentId,
          directApply: false,
        })}
      />
      <article lang={translated ? undefined : vacancy.locale} className="mx-auto max-w-3xl">
        <TrackView type="vacancy" id={vacancy.documentId} />
        {!translated && <OnlyInDutch locale={locale}>{t('onlyDutch')}</OnlyInDutch>}
        <h1 className="mb-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{vacancy.title}</h1>
        <VacancyFacts vacancy={vacancy} locale={locale} />
        <Blocks blocks={vacancy.body} />
        <HowToApply vacancy={vacancy} locale={locale} />
      </article>
      <SimilarVacancies locale={locale} like={vacancy} />
    </>
  );
}
