import { getTranslations } from 'next-intl/server';
import { localeTags, type Locale, type SiteFigures } from '@standplaats/shared';
import { DataTable } from './data-table';

/** What only the site-wide view has: top pages, devices and searches that found nothing. */
export async function SiteExtras({ locale, figures }: { locale: Locale; figures: SiteFigures }) {
  const t = await getTranslations('dashboard');
  const number = new Intl.NumberFormat(localeTags[locale]);
  const share = new Intl.NumberFormat(localeTags[locale], { style: 'percent' });
  const sessions = figures.devices.reduce((sum, { sessions }) => sum + sessions, 0);
  return (
    <>
      <DataTable
        id="dashboard-pages"
        title={t('pages.title')}
        empty={t('pages.empty')}
        columns={[{ header: t('pages.path') }, { header: t('metrics.views'), numeric: true }, { header: t('metrics.sessions'), numeric: true }]}
        rows={figures.pages.map(({ path, views, sessions }) => ({
          key: path,
          // Only a path on this site becomes a link; anything else stays text.
          cells: [/^\/(?!\/)/.test(path) ? <a href={path} className="underline">{path}</a> : path, number.format(views), number.format(sessions)],
        }))}
      />
      <DataTable
        id="dashboard-devices"
        title={t('devices.title')}
        empty={t('devices.empty')}
        columns={[{ header: t('devices.device') }, { header: t('metrics.sessions'), numeric: true }, { header: t('devices.share'), numeric: true }]}
        rows={figures.devices.map(({ device, sessions: count }) => ({
          key: device,
          cells: [t(`devices.names.${device}`), number.format(count), share.format(sessions ? count / sessions : 0)],
        }))}
      />
      <DataTable
        id="dashboard-searches"
        title={t('searches.title')}
        empty={t('searches.empty')}
        columns={[{ header: t('searches.query') }, { header: t('searches.count'), numeric: true }]}
        rows={figures.searchesWithoutResults.map(({ query, count }) => ({ key: query, cells: [query, number.format(count)] }))}
      />
    </>
  );
}
