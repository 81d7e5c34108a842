import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localisedPath } from '@standplaats/shared';
import { routeLocale } from '@/i18n/params';
import { Link } from '@/i18n/navigation';
import { planHref } from '@/lib/exhibitors/filters';
import { withQuery } from '@/lib/list-query';
import { paths, pathsPerLanguage } from '@/lib/paths';
import { parseAgenda, schedule } from '@/lib/planner/agenda';
import { decodeFavourites, encodeFavourites, SHARE_PARAM } from '@/lib/planner/share';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { filterField } from '@/components/forms/filter-fields';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { findFair } from '../find-fair';
import { AgendaForm } from './agenda-form';
import { FavouriteButtons } from './favourite-buttons.client';
import { HallRoutePlan } from './hall-route';
import { PlannerSync } from './planner-sync.client';
import { readVisit } from './visit';

type Props = { params: Promise<{ locale: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The fair and the favourites in the URL; a 404 for an unknown fair or a share parameter that is not a list of stands. */
async function read({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const [{ slug }, given] = await Promise.all([params, searchParams]);
  const favourites = decodeFavourites(given[SHARE_PARAM]);
  if (!favourites) notFound();
  const { event } = await findFair(slug, locale, paths.planner, given);
  return { locale, given, favourites, shared: given[SHARE_PARAM] !== undefined, event };
}

export async function plannerMetadata(props: Props): Promise<Metadata> {
  const { locale, event } = await read(props);
  const t = await getTranslations({ locale, namespace: 'planner' });
  return {
    ...pageMetadata({ locale, title: t('title', { fair: event.title }), description: t('description', { fair: event.title }), paths: pathsPerLanguage(event.slugs, paths.planner) }),
    // A visitor's own list: the page to find is the fair's exhibitor list.
    robots: { index: false, follow: true },
  };
}

/**
 * "Mijn beursbezoek": a visitor's favourite stands at a fair (from the share parameter, which the
 * page's island fills from this browser) as a walking route hall by hall on the server-drawn
 * plans, listed with walking distances and times, with an agenda file and a print layout.
 */
export async function PlannerPage(props: Props) {
  const { locale, given, favourites, shared, event } = await read(props);
  const [t, calendar, visit] = await Promise.all([getTranslations('planner'), getTranslations('calendar'), readVisit(event.documentId, favourites)]);
  const agenda = parseAgenda(given, event);
  const slots = schedule(visit.halls.map((hall) => hall.route), agenda.choice);
  const path = paths.planner(event.slug);
  const share = encodeFavourites(favourites);
  const stops = visit.halls.flatMap((hall) => hall.route.legs.map((leg) => leg.item.exhibitor.documentId));
  const firstNumbers = visit.halls.map((_, i) => 1 + visit.halls.slice(0, i).reduce((sum, hall) => sum + hall.route.legs.length, 0));
  // What the service worker keeps for the hall: this list, the exhibitors and every hall's plan.
  const offline = [paths.exhibitors(event.slug), ...visit.hallCodes.map((hall, i) => planHref(event.slug, i === 0 ? {} : { hall }))].map((to) => localisedPath(locale, to));
  return (
    <>
      <Breadcrumbs
        locale={locale}
        trail={[{ name: calendar('title'), path: paths.calendar }, { name: event.title, path: paths.event(event.slug) }, { name: t('crumb'), path }]}
      />
      <h1 className="mb-2 break-words text-3xl font-extrabold tracking-tight">{t('title', { fair: event.title })}</h1>
      <p className="mb-4 max-w-3xl text-lg print:hidden">{t('intro')}</p>
      <PlannerSync event={event.documentId} shared={shared ? favourites : null} stops={stops} offline={offline} printLabel={t('print')} />
      {visit.halls.length === 0 ? (
        <div className="card mb-6 max-w-3xl">
          <p className="mb-3">{t('empty')}</p>
          <p className="flex flex-wrap gap-x-4">
            <Link href={paths.exhibitors(event.slug)}>{t('toExhibitors')}</Link>
            <Link href={paths.floorPlan(event.slug)}>{t('toPlan')}</Link>
          </p>
        </div>
      ) : (
        <>
          <p role="status" className="mb-4 font-semibold">
            {t('summary', { count: stops.length, halls: visit.halls.length, metres: Math.round(visit.metres), saved: Math.round(visit.savedMetres) })}
          </p>
          <div className="mb-6 grid gap-4 lg:grid-cols-[3fr_2fr] print:hidden">
            <AgendaForm locale={locale} path={path} share={share} days={event} request={agenda} />
            <section aria-labelledby="delen" className="rounded bg-cool-100 p-4 dark:bg-cool-800">
              <h2 id="delen" className="mb-2 text-xl font-bold">
                {t('share')}
              </h2>
              <p className="mb-3">{t('shareText')}</p>
              <label className="block text-sm">
                <span className="mb-1 block font-semibold">{t('shareLink')}</span>
                <input
                  readOnly
                  value={absoluteUrl(locale, withQuery(path, new URLSearchParams({ [SHARE_PARAM]: share }).toString()))}
                  className={`${filterField} font-mono`}
                />
              </label>
            </section>
          </div>
          {visit.halls.map((hallVisit, i) => (
            <HallRoutePlan key={hallVisit.hall.code} event={event} visit={hallVisit} first={firstNumbers[i]!} slots={slots[i]!} locale={locale} />
          ))}
          {visit.missing.length > 0 && <p className="mb-6">{t('missing', { stands: visit.missing.join(', ') })}</p>}
          <FavouriteButtons key={share} event={event.documentId} />
          <p className="flex flex-wrap gap-x-4 print:hidden">
            <Link href={paths.exhibitors(event.slug)}>{t('toExhibitors')}</Link>
            <Link href={paths.floorPlan(event.slug)}>{t('toPlan')}</Link>
          </p>
        </>
      )}
    </>
  );
}
