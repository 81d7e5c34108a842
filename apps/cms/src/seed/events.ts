import { events, type EventKind, type EventRow } from './data/events';
import { paragraphsByTag } from './data/paragraphs';
import { venues } from './data/venues';
import { demoEvents } from './demo-data';
import type { SeedContext } from './context';
import { createLocalized, relationId, type Data } from './documents';
import { DAY, paragraph, slugify, type Locale, type Text } from './text';

/** The tag whose cover and paragraphs fit an event kind. */
const KIND_TAG: Record<EventKind, string> = {
  beurs: 'beurzen',
  congres: 'congressen',
  festival: 'festivals',
  sportevenement: 'sport',
  'brand-event': 'marketing',
  'company-event': 'locaties',
  'incentive-travel': 'incentives',
  'branche-event': 'beleid',
};

type EventInput = EventRow & { slug: Text };

// Upcoming events start after this many days, so the first demo event stays the soonest.
const FIRST_UPCOMING_DAY = 13;
// Start times are 08:00 UTC; an event ends nine hours after the start of its last day.
const ENDS_AFTER_MS = 9 * 60 * 60 * 1000;

/**
 * An event's day count from today: `inDays`, or for an event of a season the next such day far
 * enough ahead (upcoming) or the last such day it had ended by (past).
 */
export function daysAhead(today: Date, { inDays, days, season }: Pick<EventRow, 'inDays' | 'days' | 'season'>): number {
  if (!season) return inDays;
  const on = (year: number) => Math.round((Date.UTC(year, season.month - 1, season.day, today.getUTCHours()) - today.getTime()) / DAY);
  let year = today.getUTCFullYear() + (inDays > 0 ? -1 : 1);
  if (inDays > 0) while (on(year) < FIRST_UPCOMING_DAY) year += 1;
  else while ((on(year) + days - 1) * DAY + ENDS_AFTER_MS >= 0) year -= 1;
  return on(year);
}

function eventInputs(today: Date): EventInput[] {
  const fixed = demoEvents.map((e): EventInput => ({ ...e, venue: e.venueName }));
  const table = events.map((e): EventInput => ({ ...e, slug: { nl: slugify(e.title.nl), en: e.title.en && slugify(e.title.en) } }));
  return [...fixed, ...table].map((e) => ({ ...e, inDays: daysAhead(today, e) }));
}

export async function seedEvents(ctx: SeedContext) {
  for (const input of eventInputs(ctx.today)) {
    const seeded = await createLocalized(
      ctx.strapi,
      'api::event.event',
      { ...shared(ctx, input), ...content(ctx, input, 'nl') },
      input.title.en ? content(ctx, input, 'en') : undefined,
    );
    ctx.events.push({ ...seeded, title: input.title.nl, kind: input.kind, inDays: input.inDays });
  }
}

function shared(ctx: SeedContext, e: EventInput): Data {
  const startsAt = new Date(ctx.today.getTime() + e.inDays * DAY);
  const endsAt = new Date(startsAt.getTime() + (e.days - 1) * DAY + ENDS_AFTER_MS);
  const venue = venues.find((v) => v.name === e.venue);
  return {
    kind: e.kind,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    venueName: e.venue ?? null,
    city: venue?.city ?? e.city,
    province: venue?.province ?? null,
    country: e.country ?? 'NL',
    website: `https://evenementen.example.nl/${e.slug.nl}`,
    ticketUrl: e.inDays > 0 && !e.capacity ? `https://tickets.example.nl/${e.slug.nl}` : null,
    image: ctx.images.byKey.get(KIND_TAG[e.kind]),
    registrationOpen: e.capacity !== undefined,
    capacity: e.capacity ?? null,
    eventStatus: e.status ?? 'scheduled',
  };
}

function content(ctx: SeedContext, e: EventInput, locale: Locale): Data {
  const [about] = paragraphsByTag[KIND_TAG[e.kind]];
  return {
    title: e.title[locale],
    slug: e.slug[locale],
    description: e.description[locale],
    // The description is the page's lead; the body goes on from there.
    body: [paragraph(about[locale])],
    venue: e.venue ? ctx.venues.get(e.venue) ?? null : null,
    organiser: relationId(e.organiser ? ctx.partners.get(e.organiser) : undefined, locale),
    seo: { metaTitle: e.title[locale]!.slice(0, 70), metaDescription: e.description[locale]!.slice(0, 170) },
  };
}
