import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import type { VacancySummary } from '@/lib/cms/vacancies';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';

/** Open vacancies as a list of cards: title, company, place, hours, contract. */
export async function VacancyCards({ vacancies, locale, headingLevel = 2 }: { vacancies: VacancySummary[]; locale: Locale; headingLevel?: 2 | 3 }) {
  const t = await getTranslations('vacancies');
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="grid gap-4">
      {vacancies.map((vacancy) => (
        <li key={vacancy.documentId} lang={vacancy.locale === locale ? undefined : vacancy.locale} className="card">
          <Heading className="text-lg font-semibold">
            <Link href={paths.vacancy(vacancy.slug)}>{vacancy.title}</Link>
          </Heading>
          <p className="text-cool-700 dark:text-cool-200">{[vacancy.company?.name, vacancy.location].filter(Boolean).join(' · ')}</p>
          <p className="meta-text">
            {[
              vacancy.hoursPerWeek !== null && t('hoursPerWeek', { hours: vacancy.hoursPerWeek }),
              vacancy.employmentType && t(`employmentTypes.${vacancy.employmentType}`),
              vacancy.functionArea && t(`functionAreas.${vacancy.functionArea}`),
              vacancy.remote && t('remote'),
              t('posted', { date: formatDate(vacancy.postedAt, locale) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </li>
      ))}
    </ul>
  );
}
