import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import type { ArchiveMonth } from '@/lib/cms/archive';
import { formatMonth } from '@/lib/format';
import { paths } from '@/lib/paths';

/** Months grouped under their year, each with its article count. */
export async function ArchiveMonths({ months, locale, linkYears = true }: { months: ArchiveMonth[]; locale: Locale; linkYears?: boolean }) {
  const t = await getTranslations('archive');
  const years = [...new Set(months.map((m) => m.year))];
  return (
    <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {years.map((year) => {
        const ofYear = months.filter((m) => m.year === year);
        const total = ofYear.reduce((sum, m) => sum + m.count, 0);
        return (
          <section key={year} aria-labelledby={`jaar-${year}`}>
            <h2 id={`jaar-${year}`} className="mb-2 text-xl font-bold">
              {linkYears ? <Link href={paths.archiveYear(year)}>{year}</Link> : year}{' '}
              <span className="text-base font-normal text-cool-600 dark:text-cool-300">({t('count', { count: total })})</span>
            </h2>
            <ul className="flex flex-col gap-1">
              {ofYear.map((m) => (
                <li key={m.month}>
                  <Link href={paths.archiveMonth(m.year, m.month)}>{formatMonth(m.year, m.month, locale)}</Link>{' '}
                  <span className="text-cool-600 dark:text-cool-300">({t('count', { count: m.count })})</span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
