import type { Core, UID } from '@strapi/strapi';
import { analyticsStore, dayOf, retentionDays } from '../analytics';
import type { RawEvent } from '../analytics/store';
import { paths, type DeviceClass, type TrackedItemType as ItemType } from '@standplaats/shared';
import { createRandom, type Random } from './random';
import { DAY } from './text';

// A fixed seed: the same day of seeding gives the same figures.
const SEED = 20260902;
// The days of visits the demo has, unless SEED_DEMO_TRAFFIC_DAYS asks for fewer.
const DEMO_DAYS = 90;

/** A page visitors open, the item it shows (if any) and how often it is opened, relatively. */
export type Page = { path: string; item?: { type: ItemType; id: string }; weight: number; website?: string };

// Sessions on an ordinary weekday at the start of the days, and how much they grow to the end.
const WEEKDAY_SESSIONS = 110;
const GROWTH = 0.35;
const WEEKEND = 0.55;
// What a session does: pages read (geometric), where it came from, on what.
const NEXT_PAGE = 0.52;
const MAX_PAGES = 8;
const DEVICES: [DeviceClass, number][] = [['mobile', 55], ['desktop', 38], ['tablet', 7]];
const REFERRERS: [string | null, number][] = [
  [null, 40], ['www.google.com', 31], ['www.linkedin.com', 8], ['www.bing.com', 5], ['duckduckgo.com', 4],
  ['www.facebook.com', 3], ['t.co', 2], ['www.evenementenbranche.nl', 4], ['nl.wikipedia.org', 1], ['www.ecosia.org', 2],
];
// Visitors read in the day and the evening; none start after 23:00, so a session ends on its day.
const HOURS = [1, 1, 0, 0, 0, 1, 2, 4, 7, 9, 9, 8, 8, 8, 9, 8, 7, 6, 5, 5, 5, 4, 3, 0];
// What a page's visitors do besides reading: a click on a company's website, a lead.
const CLICK = 0.08;
const LEADS: Partial<Record<ItemType, [lead: string, chance: number]>> = {
  vacancy: ['apply', 0.06],
  company: ['contact', 0.02],
  product: ['contact', 0.03],
  event: ['registration', 0.015],
};
const NEWSLETTER = 0.006;

const weighted = <T>(random: Random, choices: [T, number][]): T => {
  let left = random.next() * choices.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [choice, weight] of choices) if ((left -= weight) < 0) return choice;
  return choices[choices.length - 1]![0];
};
const uuid = (random: Random) =>
  Array.from({ length: 32 }, () => Math.floor(random.next() * 16).toString(16)).join('').replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');

type Row = Record<string, unknown>;

/**
 * The pages of the demo site: the home page and the lists, and every published Dutch article,
 * event, vacancy, company, product and venue. Popularity falls with rank (a few pages are read
 * much more than the rest); the company the demo member runs is among the most visited.
 */
async function demoPages(strapi: Core.Strapi): Promise<Page[]> {
  const read = (uid: UID.ContentType, fields: string[], populate?: object) =>
    strapi.db.query(uid).findMany({ select: ['documentId', ...fields], where: { locale: 'nl', publishedAt: { $notNull: true } }, populate, orderBy: { id: 'asc' } }) as Promise<Row[]>;
  const [articles, events, vacancies, companies, products, venues] = await Promise.all([
    read('api::article.article', ['slug']),
    read('api::event.event', ['slug']),
    read('api::vacancy.vacancy', ['slug', 'listingStatus']),
    read('api::partner.partner', ['name', 'website']),
    read('api::product.product', []),
    read('api::venue.venue', ['slug']),
  ]);
  const ranked = (rows: Row[], share: number, page: (row: Row) => Omit<Page, 'weight'>) =>
    rows.map((row, rank) => ({ ...page(row), weight: share / (rank + 1) ** 0.8 }));
  const item = (type: ItemType, row: Row) => ({ type, id: String(row.documentId) });
  const sorted = [...companies].sort((a, b) => String(a.name).localeCompare(String(b.name), 'nl'));
  const lists: Page[] = [
    ['/', 30], [paths.calendar, 12], [paths.vacancies, 9], [paths.directory, 6], [paths.productGuide, 4], [paths.venueFinder, 3], [paths.search, 3], [paths.page('nieuwsbrief'), 2],
  ].map(([path, weight]) => ({ path: path as string, weight: weight as number }));
  return [
    ...lists,
    ...ranked(articles, 9, (row) => ({ path: paths.article(String(row.slug)), item: item('article', row) })),
    ...ranked(events, 8, (row) => ({ path: paths.event(String(row.slug)), item: item('event', row) })),
    ...ranked(vacancies.filter((row) => row.listingStatus === 'published'), 6, (row) => ({ path: paths.vacancy(String(row.slug)), item: item('vacancy', row) })),
    // The demo member's company (the first by name) first, the rest by rank.
    ...ranked(sorted, 6, (row) => ({ path: paths.company(String(row.documentId)), item: item('company', row), website: row.website ? String(row.website) : undefined })),
    ...ranked(products, 3, (row) => ({ path: paths.product(String(row.documentId)), item: item('product', row) })),
    ...ranked(venues, 2, (row) => ({ path: paths.venue(String(row.slug)), item: item('venue', row) })),
  ];
}

/** One visitor's session on a day: its page views, and what it did on them. */
function session(random: Random, pages: [Page, number][], day: number): RawEvent[] {
  const id = uuid(random);
  const device = weighted(random, DEVICES);
  let at = day + (weighted(random, HOURS.map((weight, hour): [number, number] => [hour, weight])) * 60 + random.int(0, 59)) * 60_000;
  const event = (name: RawEvent['name'], page: Page, extra: Partial<RawEvent> = {}): RawEvent => ({
    name, occurredAt: new Date(at), day: dayOf(at), session: id, device, path: page.path, url: null, referrerHost: null,
    itemType: page.item?.type ?? null, itemId: page.item?.id ?? null, lead: null, data: null, ...extra,
  });
  const rows: RawEvent[] = [];
  for (let n = 0; n === 0 || (n < MAX_PAGES && random.chance(NEXT_PAGE)); n++) {
    const page = weighted(random, pages);
    rows.push(event('Pageview', page, n === 0 ? { referrerHost: weighted(random, REFERRERS) } : {}));
    at += random.int(20, 180) * 1000;
    if (page.website && random.chance(CLICK)) rows.push(event('Marketing', page, { url: page.website }));
    const lead = page.item && LEADS[page.item.type];
    if (lead && random.chance(lead[1])) rows.push(event('Lead', page, { lead: lead[0] }));
  }
  if (random.chance(NEWSLETTER)) rows.push(event('Lead', { path: paths.page('nieuwsbrief'), weight: 0 }, { lead: 'newsletter' }));
  return rows;
}

/**
 * The visits of the `days` days before `today` (UTC midnight, ms) on the pages, day by day, oldest
 * first: the same pages and days give the same visits.
 */
export function* demoTraffic(pages: Page[], today: number, days: number): Generator<{ day: string; rows: RawEvent[] }> {
  const random = createRandom(SEED);
  const weighted = pages.map((page): [Page, number] => [page, page.weight]);
  for (let ago = days; ago >= 1; ago--) {
    const day = today - ago * DAY;
    const weekend = [0, 6].includes(new Date(day).getUTCDay());
    const sessions = Math.round(WEEKDAY_SESSIONS * (1 + (GROWTH * (days - ago)) / days) * (weekend ? WEEKEND : 1) * (0.85 + 0.3 * random.next()));
    yield { day: dayOf(day), rows: Array.from({ length: sessions }, () => session(random, weighted, day)).flat() };
  }
}

/** The days of visits to seed: SEED_DEMO_TRAFFIC_DAYS, else the demo's 90, and never more than raw events are kept. */
const demoDays = () => {
  const days = Number(process.env.SEED_DEMO_TRAFFIC_DAYS);
  return Math.min(Number.isInteger(days) && days > 0 ? days : DEMO_DAYS, retentionDays());
};

/**
 * The industry dashboard's demo figures, for the demo content just seeded: the demo's days before
 * today, with plausible page views, sessions, clicks and leads of the whole site
 * and every demo company, written through the analytics store and rolled up as the cron would.
 * Today is left to real visits.
 */
export async function seedDemoAnalytics(strapi: Core.Strapi, now = Date.now()) {
  const started = Date.now();
  const pages = await demoPages(strapi);
  const store = analyticsStore(strapi);
  const days = [...demoTraffic(pages, Date.parse(`${dayOf(now)}T00:00:00Z`), demoDays())];
  const rows = days.flatMap((day) => day.rows);
  // One write and one rollup: a transaction each, rather than two a day.
  const stored = store.record(rows);
  await store.flush();
  await stored;
  await store.rollup(days[0]!.day, days[days.length - 1]!.day);
  strapi.log.info(`Seeded ${rows.length} analytics events over ${days.length} days in ${Date.now() - started} ms`);
}
