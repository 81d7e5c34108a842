import { events } from './data/events';
import { demoEvents } from './demo-data';
import { exhibitingCompanies, fairMessages, fairs, hallPlans, type HallPlanRow } from './data/fairs';
import { partners } from './data/partners';
import type { SeedContext } from './context';
import { replaceStands } from '../floor-plans/stand-rows';
import { createPlain } from './documents';
import { seedCompany, seedProductsOf } from './partners';

type Stand = { hall: string; number: string; x: number; y: number; width: number; depth: number };

const MARGIN = 4;
const AISLE = 4;
const STAND_DEPTH = 4;
/** Stand widths along a row, repeated: a mix of 3, 4 and 6 metres. */
const WIDTHS = [3, 4, 3, 6, 3, 4];

/**
 * A hall laid out as organisers do: rows of stands back to back in pairs (A and B, C and D, ...)
 * with aisles between the pairs and a cross aisle halfway along; stands numbered along their row.
 */
export function standGrid(hall: HallPlanRow): Stand[] {
  const stands: Stand[] = [];
  const crossAisle = { from: hall.width / 2 - AISLE / 2, to: hall.width / 2 + AISLE / 2 };
  for (let row = 0, y = MARGIN; y + STAND_DEPTH <= hall.depth - MARGIN; row++) {
    const letter = String.fromCharCode(65 + row);
    for (let x = MARGIN, n = 1, w = 0; ; w++) {
      const width = WIDTHS[(w + row) % WIDTHS.length];
      if (x < crossAisle.to && x + width > crossAisle.from) x = crossAisle.to;
      if (x + width > hall.width - MARGIN) break;
      stands.push({ hall: hall.code, number: `${letter}${n++}`, x, y, width, depth: STAND_DEPTH });
      x += width;
    }
    // Back to back with the next row, then an aisle.
    y += STAND_DEPTH + (row % 2 === 1 ? AISLE : 0);
  }
  return stands;
}

const venueOf = (title: string) => [...demoEvents.map((e) => ({ title: e.title.nl, venue: e.venueName })), ...events.map((e) => ({ title: e.title.nl, venue: e.venue }))].find((e) => e.title === title)?.venue;

/** Every `step`-th stand of a hall, from the front row on: exhibitors spread over the floor. */
const spread = (stands: Stand[], count: number) => {
  const step = Math.max(1, Math.floor(stands.length / Math.max(count, 1)));
  return stands.filter((_, i) => i % step === 0).slice(0, count);
};

/**
 * The fairs' exhibitors: the companies that exhibit besides the directory's first ones (with their
 * products), the stands of the fairs' venues, and each fair's exhibitors spread over two halls,
 * each showing one or two of its products with a message in Dutch and English.
 */
export async function seedFairs(ctx: SeedContext) {
  for (const [i, company] of exhibitingCompanies.entries()) {
    await seedCompany(ctx, company, partners.length + i);
    await seedProductsOf(ctx, company, partners.length + i, 2);
  }
  const stands = new Map<string, Stand[]>();
  for (const [venue, halls] of Object.entries(hallPlans)) {
    const grid = halls.flatMap(standGrid);
    await replaceStands(ctx.strapi, ctx.venues.get(venue)!, halls.map((hall) => hall.code), grid);
    stands.set(venue, grid);
  }
  const companies = [...partners, ...exhibitingCompanies].map((company) => company.name);
  for (const fair of fairs) {
    const event = ctx.events.find((e) => e.title === fair.event);
    const venue = venueOf(fair.event);
    if (!event || !venue || !stands.has(venue)) throw new Error(`The fair ${fair.event} needs an event at a venue with a plan`);
    const fixedNames = fair.fixed.map((fixed) => fixed.company);
    const others = ctx.random.sample(companies.filter((name) => !fixedNames.includes(name)), fair.exhibitors - fair.fixed.length);
    const taken = new Set(fair.fixed.map((fixed) => `${fixed.hall}.${fixed.stand}`));
    const [first, second] = hallPlans[venue].map((hall) => stands.get(venue)!.filter((stand) => stand.hall === hall.code && !taken.has(`${stand.hall}.${stand.number}`)));
    const inFirst = Math.ceil(others.length * 0.6);
    const placed = [
      ...fair.fixed.map((fixed) => ({ company: fixed.company, hall: fixed.hall, stand: fixed.stand })),
      ...spread(first, inFirst).map((stand, i) => ({ company: others[i], hall: stand.hall, stand: stand.number })),
      ...spread(second, others.length - inFirst).map((stand, i) => ({ company: others[inFirst + i], hall: stand.hall, stand: stand.number })),
    ];
    for (const [i, { company, hall, stand }] of placed.entries()) {
      const products = (ctx.products.get(company) ?? []).slice(0, 1 + (i % 2));
      const message = products[0] ? fairMessages[i % fairMessages.length](products[0].name) : null;
      await createPlain(
        ctx.strapi,
        'api::exhibitor.exhibitor',
        { event: event.documentId, partner: ctx.partners.get(company)!.documentId, hall, stand, products: products.map((p) => p.documentId), message: message?.nl ?? null, messageEn: message?.en ?? null },
        { status: 'published' },
      );
      ctx.exhibitors += 1;
    }
  }
}
