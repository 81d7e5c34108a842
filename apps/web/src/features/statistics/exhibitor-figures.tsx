import { getTranslations } from 'next-intl/server';
import type { ExhibitorFigures, Locale } from '@standplaats/shared';
import { formatDate } from '@/lib/format';
import { DataTable } from './data-table';
import { formats } from './figures';

/** A company's entries at fairs: how often each was viewed on the plan, saved as a favourite and put in a planned route. */
export async function ExhibitorFiguresTable({ locale, exhibitors }: { locale: Locale; exhibitors: ExhibitorFigures[] }) {
  const t = await getTranslations('dashboard.fairs');
  const { number } = formats(locale);
  return (
    <DataTable
      id="dashboard-fairs"
      title={t('title')}
      empty={t('empty')}
      columns={[{ header: t('fair') }, { header: t('stand') }, { header: t('views'), numeric: true }, { header: t('favourites'), numeric: true }, { header: t('routes'), numeric: true }]}
      rows={exhibitors.map((entry) => ({
        key: entry.id,
        cells: [
          `${entry.event.title} (${formatDate(entry.event.startsAt, locale)})`,
          `${entry.hall}.${entry.stand}`,
          number(entry.views),
          number(entry.favourites),
          number(entry.routes),
        ],
      }))}
    />
  );
}
