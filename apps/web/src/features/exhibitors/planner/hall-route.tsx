import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { localisedPath } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import { standHref } from '@/lib/exhibitors/filters';
import { formatTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { Slot } from '@/lib/planner/agenda';
import { FloorPlanSvg } from '../floor-plan';
import { FavouriteButton } from './favourite-button';
import { RouteOverlay } from './route-overlay';
import type { HallVisit } from './visit';

type Props = { event: { documentId: string; slug: string; title: string }; visit: HallVisit; first: number; slots: Slot[]; locale: Locale };

/**
 * One hall of the route: its plan with the favourites as links and the walk with numbered stops,
 * and the stops in order with their times and the metres walked to each. A printed page of its own.
 */
export async function HallRoutePlan({ event, visit: { hall, route }, first, slots, locale }: Props) {
  const [t, plan] = await Promise.all([getTranslations('planner'), getTranslations('floorPlan')]);
  const favourites = new Map(route.legs.map((leg, i) => [leg.item.stand, { leg, number: first + i }]));
  const stands = hall.standList.map((shape) => {
    const stop = favourites.get(shape.number);
    return stop ? { ...shape, href: localisedPath(locale, standHref(event.slug, hall.code, shape.number)), name: plan('standName', { stand: stop.leg.item.label, company: stop.leg.item.exhibitor.company.name }) } : { ...shape, exhibitor: null };
  });
  const id = `hal-${hall.code}`;
  const hasPlan = hall.width !== null && hall.depth !== null && hall.outline !== null;
  return (
    <section aria-labelledby={id} className="mb-10 break-inside-auto print:break-before-page print:first-of-type:break-before-auto">
      <h2 id={id} className="mb-3 text-2xl font-bold">
        {t('hallHeading', { hall: hall.name, count: route.legs.length, metres: Math.round(route.metres) })}
      </h2>
      <div className="grid gap-6 print:block">
        {hasPlan ? (
          <div className="min-w-0 overflow-x-auto rounded border border-cool-200 dark:border-cool-700 print:mb-4 print:overflow-visible print:border-0 print:[&_svg]:mx-auto print:[&_svg]:h-[125mm] print:[&_svg]:w-auto print:[&_svg]:max-w-full">
            <FloorPlanSvg
              hall={{ ...hall, width: hall.width!, depth: hall.depth!, outline: hall.outline! }}
              stands={stands}
              title={t('svgTitle', { hall: hall.name, fair: event.title })}
              description={t('svgDescription')}
              overlay={<RouteOverlay start={route.entrance} stops={route.legs.map((leg, i) => ({ centre: leg.item.centre, number: first + i }))} />}
            />
          </div>
        ) : (
          <p>{plan('noPlan')}</p>
        )}
        <ol aria-label={t('stops', { hall: hall.name })} className="grid content-start gap-3 md:grid-cols-2 print:grid-cols-1">
          {route.legs.map((leg, i) => {
            const { exhibitor, label } = leg.item;
            const slot = slots[i]!;
            const walk = Math.round(leg.metres);
            return (
              <li key={label} className="flex items-start gap-3 break-inside-avoid">
                <span aria-hidden="true" className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-tertiary font-bold text-white print:border print:border-tertiary">
                  {first + i}
                </span>
                <div className="min-w-0 grow">
                  <p className="font-semibold">
                    <span className="sr-only">{t('stopNumber', { number: first + i })} </span>
                    <time dateTime={slot.startsAt}>{formatTime(slot.startsAt, locale)}</time>–<time dateTime={slot.endsAt}>{formatTime(slot.endsAt, locale)}</time>{' '}
                    <Link href={paths.company(exhibitor.company.documentId)}>{t('stop', { stand: label, company: exhibitor.company.name })}</Link>
                  </p>
                  <p className="text-sm">
                    {i === 0 && route.entrance ? t('walkFrom', { metres: walk, entrance: route.entrance.name }) : t('walk', { metres: walk })}
                  </p>
                </div>
                <FavouriteButton event={event.documentId} stand={label} exhibitor={exhibitor.documentId} label={t('favourite')} name={t('favouriteName', { company: exhibitor.company.name })} />
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
