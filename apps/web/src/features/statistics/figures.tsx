import { getTranslations } from 'next-intl/server';
import { type CompanyFigures, type Locale, localeTags, localisedPath } from '@standplaats/shared';
import { paths } from '@/lib/paths';
import { dashboardQuery, everyDay, type DashboardQuery } from '@/lib/statistics/period';
import { withQuery } from '@/lib/list-query';
import { DataTable } from './data-table';
import { itemRows, METRICS } from './item-rows';
import { LineChart } from './line-chart';
import { TotalsList } from './totals';
import { secondaryButton } from '@/components/ui/button-styles';

type Shared = Omit<CompanyFigures, 'company' | 'exhibitors'>;

export const formats = (locale: Locale) => {
  const tag = localeTags[locale];
  const number = new Intl.NumberFormat(tag);
  const axis = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  return { number: (value: number) => number.format(value), axis: (iso: string) => axis.format(day(iso)), long: (iso: string) => long.format(day(iso)) };
};

/** What a company and the whole site share: the period, totals, two charts, top items and referrers. */
export async function FiguresView({ locale, figures, query, children }: { locale: Locale; figures: Shared; query: DashboardQuery; children?: React.ReactNode }) {
  const t = await getTranslations('dashboard');
  const format = formats(locale);
  const days = everyDay(figures.period, figures.daily, (date) => ({ date, views: 0, sessions: 0, leads: 0, clicks: 0 }));
  const labels = days.map(({ date }) => format.long(date));
  const axisLabels = days.map(({ date }) => format.axis(date));
  const range = { from: format.long(figures.period.from), to: format.long(figures.period.to) };
  const series = (metric: (typeof METRICS)[number]) => ({ key: metric, label: t(`metrics.${metric}`), values: days.map((day) => day[metric]) });
  const peak = (a: (typeof METRICS)[number], b: (typeof METRICS)[number]) => format.number(Math.max(0, ...days.flatMap((day) => [day[a], day[b]])));
  const rows = await itemRows(figures.items, locale);
  const csv = withQuery(localisedPath(locale, paths.industryDashboardCsv), dashboardQuery(query));
  const chart = { labels, axisLabels, dateHeader: t('charts.date'), tableLabel: t('charts.table'), formatNumber: format.number };

  return (
    <>
      <p className="mb-6">
        {t('period.shown', { ...range, previousFrom: format.long(figures.previous.from), previousTo: format.long(figures.previous.to) })}
      </p>
      <TotalsList locale={locale} totals={figures.totals} previous={figures.previousTotals} />
      <div className="grid gap-8 xl:grid-cols-2">
        <LineChart
          {...chart}
          title={t('charts.visits')}
          description={t('charts.visitsDescription', { ...range, views: format.number(figures.totals.views), sessions: format.number(figures.totals.sessions), max: peak('views', 'sessions') })}
          series={[series('views'), series('sessions')]}
        />
        <LineChart
          {...chart}
          title={t('charts.conversions')}
          description={t('charts.conversionsDescription', { ...range, leads: format.number(figures.totals.leads), clicks: format.number(figures.totals.clicks), max: peak('leads', 'clicks') })}
          series={[series('leads'), series('clicks')]}
        />
      </div>
      <DataTable
        id="dashboard-items"
        title={t('items.title')}
        empty={t('items.empty')}
        columns={[{ header: t('items.type') }, { header: t('items.item') }, ...METRICS.map((metric) => ({ header: t(`metrics.${metric}`), numeric: true }))]}
        rows={rows.map((row) => ({
          key: row.key,
          cells: [row.type, row.path ? <a href={localisedPath(locale, row.path)} className="underline">{row.title}</a> : row.title, ...METRICS.map((metric) => format.number(row[metric]))],
        }))}
        after={
          rows.length > 0 ? (
            <p className="mt-3">
              <a href={csv} download className={secondaryButton}>
                {t('items.csv')}
              </a>
            </p>
          ) : null
        }
      />
      {children}
      <DataTable
        id="dashboard-referrers"
        title={t('referrers.title')}
        empty={t('referrers.empty')}
        columns={[{ header: t('referrers.host') }, { header: t('metrics.views'), numeric: true }]}
        rows={figures.referrers.map(({ host, views }) => ({ key: host, cells: [host, format.number(views)] }))}
      />
    </>
  );
}
