import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import type { VacancyDetail } from '@/lib/cms/vacancies';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';

const euros = (amount: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'nl-NL', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(amount);

/** The facts of a vacancy as a description list: company, place, hours, contract, salary, closing date. */
export async function VacancyFacts({ vacancy, locale }: { vacancy: VacancyDetail; locale: Locale }) {
  const [t, provinces] = await Promise.all([getTranslations('vacancies'), getTranslations('provinces')]);
  const { salary, company } = vacancy;
  const salaryText =
    salary &&
    (salary.min !== null && salary.max !== null
      ? t('salaryRange', { min: euros(salary.min, locale), max: euros(salary.max, locale) })
      : salary.min !== null
        ? t('salaryFrom', { min: euros(salary.min, locale) })
        : t('salaryUpTo', { max: euros(salary.max!, locale) }));
  const place = [vacancy.location, vacancy.province && provinces(vacancy.province)].filter(Boolean).join(', ');
  const rows: [string, React.ReactNode][] = [
    [t('company'), company ? <Link href={paths.company(company.documentId)}>{company.name}</Link> : null],
    [t('location'), [place, vacancy.remote && t('remote')].filter(Boolean).join(' · ') || null],
    [t('hours'), vacancy.hoursPerWeek !== null ? t('hoursPerWeek', { hours: vacancy.hoursPerWeek }) : null],
    [t('employmentType'), vacancy.employmentType ? t(`employmentTypes.${vacancy.employmentType}`) : null],
    [t('functionArea'), vacancy.functionArea ? t(`functionAreas.${vacancy.functionArea}`) : null],
    [t('level'), vacancy.level ? t(`levels.${vacancy.level}`) : null],
    [t('salary'), salaryText || null],
    [t('closingDate'), vacancy.validThrough ? formatDate(vacancy.validThrough, locale) : null],
  ];
  return (
    <dl className="card mb-6 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {rows
        .filter(([, value]) => value !== null)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** How to apply: the employer's link or e-mail address, and until when. */
export async function HowToApply({ vacancy, locale }: { vacancy: VacancyDetail; locale: Locale }) {
  const t = await getTranslations('vacancies');
  const company = vacancy.company?.name ?? '';
  const { apply } = vacancy;
  return (
    <section aria-labelledby="solliciteren" className="my-8 rounded border-l-4 border-main bg-cool-100 p-4 text-cool-900">
      <h2 id="solliciteren" className="mb-2 text-xl font-bold">
        {t('howToApply')}
      </h2>
      <p className="mb-2">
        {apply && 'url' in apply ? (
          <a href={apply.url} rel="noopener noreferrer nofollow" className="font-semibold" data-track="apply">
            {t('applyLink', { company })}
          </a>
        ) : apply && 'email' in apply ? (
          <a href={`mailto:${apply.email}`} className="font-semibold">
            {t('applyEmail', { email: apply.email })}
          </a>
        ) : (
          t('applyUnknown', { company })
        )}
      </p>
      {vacancy.validThrough && <p>{t('closes', { date: formatDate(vacancy.validThrough, locale) })}</p>}
    </section>
  );
}
