import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localisedPath, sameStand, standLabel } from '@standplaats/shared';
import { routeLocale } from '@/i18n/params';
import { Link } from '@/i18n/navigation';
import { getFloorPlan, type FloorPlan } from '@/lib/cms/exhibitors';
import { canonicalSearch, parsePlanParams, PLAN_PARAM, planHref, planQuery, standHref, withQuery, type PlanSelection } from '@/lib/exhibitors/filters';
import { queryString } from '@/lib/list-query';
import { paths, pathsPerLanguage } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { filterChip } from '@/components/forms/filter-fields';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { standaloneLink } from '@/components/ui/button-styles';
import { TrackView } from '@/features/analytics/track-view.client';
import { findEvent } from '@/features/events/find-event';
import { FloorPlanSvg } from './floor-plan';
import { PlanList, type PlanListRow } from './plan-list.client';
import { FavouriteButton } from './planner/favourite-button';
import { FavouriteButtons } from './planner/favourite-buttons.client';
import { PlannerLink } from './planner/planner-link';

type Props = { params: Promise<{ locale: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };
type Hall = NonNullable<FloorPlan['hall']>;

/**
 * The fair, its plan on the hall the URL names (the first when it names none) and the stand to
 * highlight; a 404 for a hall the fair is not in or a stand that hall does not have.
 */
async function read({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const [{ slug }, given] = await Promise.all([params, searchParams]);
  const asked = parsePlanParams(given);
  if (!asked) notFound();
  // The other language's slug moves with the hall or stand asked for.
  const event = await findEvent(slug, locale, (other) => withQuery(paths.floorPlan(other), queryString(given)));
  // The CMS gives the hall asked for, else the first; none for a fair without exhibitors.
  const plan = await getFloorPlan(event.documentId, asked.hall);
  if (!plan?.hall) notFound();
  const { halls, hall, venue } = plan;
  const stand = asked.stand ? findStand(hall, asked.stand.number) : null;
  if (asked.stand && !stand) notFound();
  // The hall and stand as the CMS spells them; the first hall has no query of its own.
  const first = hall.code === halls[0]?.code;
  const selection: PlanSelection = stand ? { stand: { hall: hall.code, number: stand } } : first ? {} : { hall: hall.code };
  return { locale, given, event, halls, hall, venue, first, selection, stand };
}

/** The stand number as the plan or the hall's exhibitor list spells it, or null. */
function findStand(hall: Hall, number: string) {
  const found = hall.standList.find((stand) => sameStand(stand.number, number)) ?? hall.exhibitorList.find((exhibitor) => sameStand(exhibitor.stand, number));
  return found ? ('number' in found ? found.number : found.stand) : null;
}

export async function planMetadata(props: Props): Promise<Metadata> {
  const { locale, event, hall, first, stand } = await read(props);
  const t = await getTranslations({ locale, namespace: 'floorPlan' });
  const fairTitle = t('title', { fair: event.title });
  const occupant = stand ? hall.exhibitorList.find((exhibitor) => exhibitor.stand === stand) : undefined;
  const title = stand
    ? `${t('standName', { stand: standLabel(hall.code, stand), company: occupant?.company.name ?? t('freeStand') })} – ${fairTitle}`
    : first
      ? fairTitle
      : `${hall.name} – ${fairTitle}`;
  return pageMetadata({
    locale,
    title,
    description: t('description', { fair: event.title, hall: hall.name, count: hall.exhibitors }),
    // A highlighted stand is its hall's plan: that is the page to find.
    paths: pathsPerLanguage(event.slugs, (slug) => planHref(slug, first ? {} : { hall: hall.code })),
  });
}

/**
 * A fair's floor plan, one hall at a time: the hall as server-rendered SVG with every stand of an
 * exhibitor a link, the hall's exhibitors as a list beside it for those who cannot use the plan,
 * and one stand highlighted when the URL names it.
 */
export async function PlanPage(props: Props) {
  const { locale, given, event, halls, hall, venue, selection, stand } = await read(props);
  const canonical = canonicalSearch(given, planQuery(selection), PLAN_PARAM);
  if (canonical !== null) redirect(localisedPath(locale, withQuery(paths.floorPlan(event.slug), canonical)));
  const [t, exhibitorTexts, calendar, planner] = await Promise.all([getTranslations('floorPlan'), getTranslations('exhibitors'), getTranslations('calendar'), getTranslations('planner')]);
  const byId = new Map(hall.exhibitorList.map((exhibitor) => [exhibitor.documentId, exhibitor]));
  const nameOf = (number: string, company: string) => t('standName', { stand: standLabel(hall.code, number), company });
  const favourite = (exhibitor: { documentId: string; stand: string; company: { name: string } }) => (
    <FavouriteButton event={event.documentId} stand={standLabel(hall.code, exhibitor.stand)} exhibitor={exhibitor.documentId} label={planner('favourite')} name={planner('favouriteName', { company: exhibitor.company.name })} />
  );
  const stands = hall.standList.map((shape) => {
    const occupant = shape.exhibitor ? byId.get(shape.exhibitor) : undefined;
    return occupant ? { ...shape, href: localisedPath(locale, standHref(event.slug, hall.code, shape.number)), name: nameOf(shape.number, occupant.company.name) } : shape;
  });
  const highlighted = stand ? hall.exhibitorList.find((exhibitor) => exhibitor.stand === stand) : undefined;
  const title = t('title', { fair: event.title });
  const hasPlan = hall.width !== null && hall.depth !== null && hall.outline !== null && stands.length > 0;
  return (
    <>
      <Breadcrumbs
        locale={locale}
        trail={[{ name: calendar('title'), path: paths.calendar }, { name: event.title, path: paths.event(event.slug) }, { name: t('crumb'), path: paths.floorPlan(event.slug) }]}
      />
      {highlighted && <TrackView type="exhibitor" id={highlighted.documentId} />}
      <h1 className="mb-2 break-words text-3xl font-extrabold tracking-tight">{title}</h1>
      <p className="mb-2 max-w-3xl text-lg">{t('intro', { venue: venue?.name ?? event.venueName })}</p>
      <p className="mb-4 flex flex-wrap gap-x-4">
        <Link href={paths.exhibitors(event.slug)} className={standaloneLink}>
          {exhibitorTexts('toList')}
        </Link>
        <PlannerLink slug={event.slug} />
      </p>
      {halls.length > 1 && (
        <nav aria-label={t('halls')} className="mb-4">
          <ul className="flex flex-wrap gap-2">
            {halls.map((other, i) => (
              <li key={other.code}>
                <Link
                  href={planHref(event.slug, i === 0 ? {} : { hall: other.code })}
                  aria-current={other.code === hall.code ? 'page' : undefined}
                  className={`${filterChip} px-3`}
                >
                  {t('hallTab', { hall: other.name, count: other.exhibitors })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {stand && (
        <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded border-l-4 border-main bg-main-50 p-3 text-cool-900">
          <p>
            <strong>{nameOf(stand, highlighted?.company.name ?? t('freeStand'))}</strong>
            {highlighted && (
              <>
                {' · '}
                <Link href={paths.company(highlighted.company.documentId)} className="underline">{t('toCompany', { company: highlighted.company.name })}</Link>
              </>
            )}
          </p>
          {highlighted && favourite(highlighted)}
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_19rem]">
        <section aria-labelledby="plan-hal" className="min-w-0">
          <h2 id="plan-hal" className="mb-2 text-2xl font-bold">
            {hall.name}
          </h2>
          {hasPlan ? (
            <div className="overflow-x-auto rounded border border-cool-200 dark:border-cool-700">
              <FloorPlanSvg
                hall={{ ...hall, width: hall.width!, depth: hall.depth!, outline: hall.outline! }}
                stands={stands}
                title={t('svgTitle', { hall: hall.name, fair: event.title })}
                description={t('svgDescription', { count: hall.exhibitors })}
                highlighted={stand ?? undefined}
              />
            </div>
          ) : (
            <p>{t('noPlan')}</p>
          )}
          {hall.entrances.length > 0 && <p className="mt-2 text-sm">{t('entrances', { entrances: hall.entrances.map((entrance) => entrance.name).join(', ') })}</p>}
        </section>
        <section aria-labelledby="plan-lijst" className="min-w-0">
          <h2 id="plan-lijst" className="mb-2 text-2xl font-bold">
            {t('list', { hall: hall.name })}
          </h2>
          <PlanList
            rows={hall.exhibitorList.map((exhibitor): PlanListRow => [
              exhibitor.documentId,
              exhibitor.stand,
              nameOf(exhibitor.stand, exhibitor.company.name),
              localisedPath(locale, standHref(event.slug, hall.code, exhibitor.stand)),
              exhibitor.company.name,
              localisedPath(locale, paths.company(exhibitor.company.documentId)),
              planner('favouriteName', { company: exhibitor.company.name }),
            ])}
            event={event.documentId}
            hall={hall.code}
            current={stand}
            favouriteLabel={planner('favourite')}
          />
        </section>
      </div>
      <FavouriteButtons key={planQuery(selection)} event={event.documentId} />
    </>
  );
}
