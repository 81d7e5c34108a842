import { getTranslations } from 'next-intl/server';
import { localeTags, type Locale, type Totals } from '@standplaats/shared';
import { change } from '@/lib/statistics/period';
import { METRICS } from './item-rows';

/** Each total of the period beside the previous period's, with the change in per cent. */
export async function TotalsList({ locale, totals, previous }: { locale: Locale; totals: Totals; previous: Totals }) {
  const t = await getTranslations('dashboard');
  const number = new Intl.NumberFormat(localeTags[locale]);
  const percent = new Intl.NumberFormat(localeTags[locale], { style: 'percent', signDisplay: 'exceptZero' });
  return (
    <section aria-labelledby="dashboard-totals" className="mb-10">
      <h2 id="dashboard-totals" className="sr-only">
        {t('totals.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {METRICS.map((metric) => {
          const difference = change(totals[metric], previous[metric]);
          return (
            <div key={metric} className="card">
              <dt className="font-semibold">{t(`metrics.${metric}`)}</dt>
              <dd className="text-3xl font-extrabold tabular-nums" data-metric={metric}>
                {number.format(totals[metric])}
              </dd>
              <dd className="text-sm text-cool-700 dark:text-cool-300">
                {difference === null ? t('totals.new') : t('totals.change', { change: percent.format(difference / 100) })}
                {' · '}
                {t('totals.previous', { value: number.format(previous[metric]) })}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
