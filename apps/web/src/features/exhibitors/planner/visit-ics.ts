import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import type { EventSummary } from '@/lib/cms/events';
import type { IcsEvent } from '@/lib/calendar/ics';
import { standHref } from '@/lib/exhibitors/filters';
import type { Slot } from '@/lib/planner/agenda';
import { absoluteUrl } from '@/lib/seo/metadata';
import { locationOf, type Visit } from './visit';

/**
 * The stops of a route as calendar events: "Stand 8.B12 – De Vries Standbouw" at "Hal 8, Jaarbeurs
 * Utrecht", linked to the stand on the plan. A stop's UID is its exhibitor on that day, so a file
 * made again with other times updates the visits instead of adding them twice.
 */
export async function visitEntries(event: EventSummary, visit: Visit, slots: Slot[][], day: string, locale: Locale): Promise<IcsEvent[]> {
  const t = await getTranslations({ locale, namespace: 'planner' });
  return visit.halls.flatMap(({ hall, route }, h) =>
    route.legs.map(({ item }, i): IcsEvent => ({
      documentId: `visit-${item.exhibitor.documentId}-${day}`,
      title: t('stop', { stand: item.label, company: item.exhibitor.company.name }),
      description: t('icsStop', { company: item.exhibitor.company.name, fair: event.title }),
      startsAt: slots[h]![i]!.startsAt,
      endsAt: slots[h]![i]!.endsAt,
      status: 'scheduled',
      location: locationOf(hall, visit.venue),
      url: absoluteUrl(locale, standHref(event.slug, hall.code, item.stand)),
      updatedAt: event.updatedAt,
      category: t('icsCategory'),
    })),
  );
}
