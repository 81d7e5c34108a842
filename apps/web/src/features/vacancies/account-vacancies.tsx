import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import { listMyVacancies } from '@/lib/cms/vacancy-posting';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { ButtonAction } from '@/components/forms/button-action.client';
import { AccountSection } from '@/features/account/section';
import { fillAction, withdrawAction } from './actions';

/** The vacancies of the member's companies on /account, with their status and what can be done. */
export async function AccountVacancies({ locale }: { locale: Locale }) {
  const [{ companies, vacancies }, t, statuses] = await Promise.all([listMyVacancies(), getTranslations('vacancies.mine'), getTranslations('vacancies.statuses')]);
  if (companies.length === 0) return null;
  return (
    <AccountSection id="vacatures" title={t('title')}>
      {vacancies.length === 0 ? <p className="mb-4">{t('empty')}</p> : null}
      <ul className="mb-4 grid gap-4">
        {vacancies.map((vacancy) => (
          <li key={vacancy.documentId} className="rounded border border-cool-200 p-4 dark:border-cool-700">
            <h3 className="text-lg font-semibold">{vacancy.status === 'published' ? <Link href={paths.vacancy(vacancy.slug)}>{vacancy.title}</Link> : vacancy.title}</h3>
            <p className="text-sm">
              {[vacancy.company?.name, vacancy.validThrough && t('closes', { date: formatDate(vacancy.validThrough, locale) })].filter(Boolean).join(' · ')}
            </p>
            <p className="my-2 font-semibold">{statuses(vacancy.status)}</p>
            {vacancy.rejectionReason && <p className="mb-2">{t('reason', { reason: vacancy.rejectionReason })}</p>}
            <div className="flex flex-wrap items-start gap-3">
              {['pending', 'rejected', 'published'].includes(vacancy.status) && (
                <Link href={`${paths.postVacancy}?bewerk=${vacancy.documentId}`} className="rounded border border-cool-400 px-5 py-2.5 font-semibold no-underline">
                  {t('edit')}
                  <span className="sr-only">: {vacancy.title}</span>
                </Link>
              )}
              {vacancy.status === 'published' && <ButtonAction action={fillAction.bind(null, locale, vacancy.documentId)} label={`${t('fill')}: ${vacancy.title}`} />}
              {['pending', 'rejected', 'published'].includes(vacancy.status) && <ButtonAction action={withdrawAction.bind(null, locale, vacancy.documentId)} label={`${t('withdraw')}: ${vacancy.title}`} />}
            </div>
          </li>
        ))}
      </ul>
      <p>
        <Link href={paths.postVacancy}>{t('post')}</Link>
      </p>
    </AccountSection>
  );
}
