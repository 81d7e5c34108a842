import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/i18n/params';
import { Link } from '@/i18n/navigation';
import { requireMember } from '@/lib/auth/session';
import { listMyVacancies } from '@/lib/cms/vacancy-posting';
import { paths } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { VacancyForm } from '@/features/vacancies/vacancy-form';

type Props = PageProps<'/[locale]/vacatures/plaatsen'>;

// The member's own page: rendered per request, never cached.
export const dynamic = 'force-dynamic';

const EDITABLE = new Set(['pending', 'rejected', 'published']);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'vacancies.post' });
  return { ...pageMetadata({ locale, title: t('title'), description: t('intro'), paths: { nl: paths.postVacancy, en: paths.postVacancy } }), robots: { index: false, follow: true } };
}

/** Posting a vacancy (`?bewerk={documentId}`: changing one), for members of a company. */
export default async function PostVacancyPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const member = await requireMember(locale, paths.postVacancy);
  const [{ companies, vacancies }, t, list] = await Promise.all([listMyVacancies(), getTranslations('vacancies.post'), getTranslations('vacancies')]);
  const { bewerk } = await searchParams;
  const editing = typeof bewerk === 'string' ? vacancies.find((v) => v.documentId === bewerk && EDITABLE.has(v.status)) : undefined;
  return (
    <div className="max-w-3xl">
      <Breadcrumbs locale={locale} trail={[{ name: list('title'), path: paths.vacancies }, { name: t('title'), path: paths.postVacancy }]} />
      <h1 className="mb-2 text-3xl font-extrabold tracking-tight">{editing ? t('editTitle') : t('title')}</h1>
      {companies.length === 0 ? (
        <section aria-labelledby="geen-bedrijf" className="rounded border-l-4 border-main bg-cool-100 p-4 text-cool-900">
          <h2 id="geen-bedrijf" className="mb-2 text-xl font-bold">
            {t('noCompany')}
          </h2>
          <p className="mb-2">{t('noCompanyText', { email: member.email })}</p>
          <p>{t('noCompanyNew')}</p>
        </section>
      ) : (
        <>
          <p className="mb-6 text-lg">{editing ? t('editIntro') : t('intro')}</p>
          <VacancyForm locale={locale} companies={companies} editing={editing} />
          <p className="mt-6">
            <Link href="/account#vacatures">{t('toAccount')}</Link>
          </p>
        </>
      )}
    </div>
  );
}
