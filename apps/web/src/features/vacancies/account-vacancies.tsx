import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import type { listMyVacancies } from '@/lib/cms/vacancy-posting';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { secondaryButton } from '@/components/ui/button-styles';
import { AccountSection } from '@/features/account/section';
import { changeVacancyAction } from './actions';
import type { VacancyChange } from './vacancy-actions.client';
import { DeferredVacancyActions } from './vacancy-actions-deferred.client';

// What a member may still do with a vacancy in each status (the CMS holds the same rules).
const EDITABLE = ['pending', 'rejected', 'published'];
const changesOf = (status: string): VacancyChange[] => (status === 'published' ? ['filled', 'withdrawn'] : EDITABLE.includes(status) ? ['withdrawn'] : []);
/**
 * A control's accessible name: its visible label, then for screen readers the vacancy it acts on
 * (label in name). An aria-label: Chromium puts a space before a visually hidden span's colon.
 */
const nameFor = (label: string, title: string) => `${label}: ${title}`;

/** The anchor of the section, which the account page's navigation links. */
export const VACANCIES_SECTION = 'vacatures';

/**
 * The vacancies of the member's companies on /account (`mine`, which the page reads to decide on
 * its navigation too), with their status and what can be done; nothing for a member of no company.
 */
export async function AccountVacancies({ locale, mine }: { locale: Locale; mine: Awaited<ReturnType<typeof listMyVacancies>> }) {
  const { companies, vacancies } = mine;
  const [t, statuses] = await Promise.all([getTranslations('vacancies.mine'), getTranslations('vacancies.statuses')]);
  if (companies.length === 0) return null;
  return (
    <AccountSection id={VACANCIES_SECTION} title={t('title')}>
      {vacancies.length === 0 ? <p className="mb-4">{t('empty')}</p> : null}
      <ul className="mb-4 grid gap-4">
        {vacancies.map((vacancy) => (
          <li key={vacancy.documentId} className="card">
            <h3 className="text-lg font-semibold">{vacancy.status === 'published' ? <Link href={paths.vacancy(vacancy.slug)}>{vacancy.title}</Link> : vacancy.title}</h3>
            <p className="text-sm">
              {[vacancy.company?.name, vacancy.validThrough && t('closes', { date: formatDate(vacancy.validThrough, locale) })].filter(Boolean).join(' · ')}
            </p>
            <p className="my-2 font-semibold">{statuses(vacancy.status)}</p>
            {vacancy.rejectionReason && <p className="mb-2">{t('reason', { reason: vacancy.rejectionReason })}</p>}
            <DeferredVacancyActions
              action={changeVacancyAction.bind(null, locale, vacancy.documentId)}
              changes={changesOf(vacancy.status).map((change) => {
                const label = t(change === 'filled' ? 'fill' : 'withdraw');
                return { change, label, name: nameFor(label, vacancy.title) };
              })}
            >
              {EDITABLE.includes(vacancy.status) && (
                <Link href={`${paths.postVacancy}?bewerk=${vacancy.documentId}`} aria-label={nameFor(t('edit'), vacancy.title)} className={secondaryButton}>
                  {t('edit')}
                </Link>
              )}
            </DeferredVacancyActions>
          </li>
        ))}
      </ul>
      <p>
        <Link href={paths.postVacancy}>{t('post')}</Link>
      </p>
    </AccountSection>
  );
}
