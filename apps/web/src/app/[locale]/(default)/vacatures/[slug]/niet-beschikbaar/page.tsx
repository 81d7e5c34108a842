import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/i18n/params';
import { Link } from '@/i18n/navigation';
import { getClosedVacancy } from '@/lib/cms/vacancies';
import { paths } from '@/lib/paths';
import { GONE_HEADER } from '@/lib/vacancies/closed-lookup';
import { SimilarVacancies } from '@/features/vacancies/similar-vacancies';

type Props = PageProps<'/[locale]/vacatures/[slug]/niet-beschikbaar'>;

// Reached only through the proxy's rewrite of /vacatures/{slug}, which sets the 410 status; the
// status is per request, so so is the page.
export const dynamic = 'force-dynamic';

async function closedVacancy({ params }: Props) {
  const locale = await routeLocale(params);
  const { slug } = await params;
  // Not a URL of its own: asked for directly, it does not exist.
  if ((await headers()).get(GONE_HEADER) !== '1') notFound();
  const vacancy = await getClosedVacancy(slug, locale);
  if (!vacancy) notFound();
  return { locale, vacancy };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, vacancy } = await closedVacancy(props);
  const t = await getTranslations({ locale, namespace: 'vacancies' });
  return { title: `${vacancy.title}: ${t('gone')}`, robots: { index: false, follow: true } };
}

export default async function ClosedVacancyPage(props: Props) {
  const { locale, vacancy } = await closedVacancy(props);
  const t = await getTranslations('vacancies');
  return (
    <>
      <article className="mx-auto max-w-3xl">
        <h1 className="mb-2 text-3xl font-extrabold tracking-tight sm:text-4xl">{vacancy.title}</h1>
        {vacancy.company && <p className="mb-4 text-lg">{[vacancy.company, vacancy.location].filter(Boolean).join(' · ')}</p>}
        <p role="status" className="mb-4 rounded border-l-4 border-red-700 bg-cool-100 p-3 text-xl font-semibold text-cool-900">
          {t('gone')}
        </p>
        <p className="mb-4">{t('goneText', { title: vacancy.title })}</p>
        <p>
          <Link href={paths.vacancies}>{t('allVacancies')}</Link>
        </p>
      </article>
      <SimilarVacancies locale={locale} like={{ functionArea: vacancy.functionArea }} />
    </>
  );
}
