import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localisedPath } from '@standplaats/shared';
import { routeLocale } from '@/i18n/params';
import { Link } from '@/i18n/navigation';
import { requireMember } from '@/lib/auth/session';
import { TIME_ZONE } from '@/lib/format';
import { paths } from '@/lib/paths';
import { canonicalSearch, withQuery } from '@/lib/list-query';
import { dashboardQuery, PARAM, parseDashboardParams, todayIn } from '@/lib/statistics/period';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { DashboardForm } from '@/features/statistics/dashboard-form';
import { ExhibitorFiguresTable } from '@/features/statistics/exhibitor-figures';
import { FiguresView } from '@/features/statistics/figures';
import { loadDashboard } from '@/features/statistics/load';
import { SiteExtras } from '@/features/statistics/site-extras';

type Props = PageProps<'/[locale]/industry-dashboard'>;

// Personal: the signed-in member's companies and figures, per request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations('dashboard');
  return { title: t('title'), description: t('description'), robots: { index: false, follow: false } };
}

export default async function IndustryDashboardPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  await requireMember(locale, paths.industryDashboard);
  const today = todayIn(TIME_ZONE);
  const query = await searchParams;
  const selection = parseDashboardParams(query, today, locale);
  if (!selection) notFound();
  // One URL per selection: the form's empty and unused fields are dropped (a wrong range stays as typed).
  const canonical = selection.ok ? canonicalSearch(query, dashboardQuery(selection), PARAM) : null;
  if (canonical !== null) redirect(withQuery(localisedPath(locale, paths.industryDashboard), canonical));
  const dashboard = await loadDashboard(selection, today);
  if (dashboard.kind === 'missing') notFound();
  const t = await getTranslations('dashboard');

  return (
    <div className="max-w-6xl">
      <Breadcrumbs locale={locale} trail={[{ name: t('title'), path: paths.industryDashboard }]} />
      <h1 className="mb-2 text-3xl font-extrabold tracking-tight">
        {t('title')}
        {dashboard.kind === 'company' ? `: ${dashboard.company.name}` : dashboard.kind === 'site' ? `: ${t('siteTitle')}` : ''}
      </h1>
      {dashboard.kind === 'none' ? (
        <section aria-labelledby="dashboard-none" className="mt-6 max-w-2xl">
          <h2 id="dashboard-none" className="mb-3 text-2xl font-bold">
            {t('none.title')}
          </h2>
          <p className="mb-3">{t('none.text')}</p>
          <p className="mb-4">{t('none.how')}</p>
          <ul className="flex flex-wrap gap-4">
            <li>
              <Link href={paths.directory} className="underline">
                {t('none.directory')}
              </Link>
            </li>
            <li>
              <Link href="/account" className="underline">
                {t('none.account')}
              </Link>
            </li>
          </ul>
        </section>
      ) : (
        <>
          <p className="mb-6 text-lg">
            {dashboard.kind === 'company' ? t('intro', { company: dashboard.company.name }) : dashboard.kind === 'site' ? t('siteIntro') : t('picker.prompt')}
          </p>
          <DashboardForm
            locale={locale}
            selection={selection}
            companies={dashboard.companies}
            company={dashboard.kind === 'company' ? dashboard.company.documentId : undefined}
            editor={dashboard.kind !== 'picker' && dashboard.kind !== 'company' ? true : dashboard.editor}
          />
          {dashboard.kind === 'company' && dashboard.figures ? (
            <FiguresView locale={locale} figures={dashboard.figures} query={selection}>
              <ExhibitorFiguresTable locale={locale} exhibitors={dashboard.figures.exhibitors} />
            </FiguresView>
          ) : null}
          {dashboard.kind === 'site' && dashboard.figures ? (
            <FiguresView locale={locale} figures={dashboard.figures} query={selection}>
              <SiteExtras locale={locale} figures={dashboard.figures} />
            </FiguresView>
          ) : null}
        </>
      )}
    </div>
  );
}
