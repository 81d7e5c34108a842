import { facilitiesByType, facilityExceptions, hallNames, venues, type Facility, type VenueRow } from './data/venues';
import { hallPlans } from './data/fairs';
import type { SeedContext } from './context';
import { createPlain } from './documents';
import { nth } from './random';
import { slugify } from './text';

export async function seedVenues(ctx: SeedContext) {
  for (const [i, venue] of venues.entries()) {
    ctx.venues.set(venue.name, await createPlain(ctx.strapi, 'api::venue.venue', venueData(ctx, venue, i), { status: 'published' }));
  }
}

function venueData(ctx: SeedContext, v: VenueRow, index: number) {
  const slug = slugify(v.name);
  const { venue: pictures, cover } = ctx.images;
  return {
    name: v.name,
    slug,
    description: v.description,
    address: { street: v.street, postalCode: v.postalCode, city: v.city, province: v.province, country: 'NL' },
    city: v.city,
    province: v.province,
    latitude: v.lat,
    longitude: v.lng,
    capacity: v.capacity,
    venueType: v.type,
    halls: hallsOf(v),
    facilities: facilitiesOf(v),
    route: routeOf(v),
    images: [nth(pictures, index), nth(cover, index + 5)],
    contact: {
      name: 'Sales & events',
      email: `events@${slug}.example.nl`,
      phone: `+31 ${ctx.random.int(10, 79)} ${ctx.random.int(100, 999)} ${ctx.random.int(1000, 9999)}`,
      website: `https://${slug}.example.nl`,
    },
  };
}

const FACILITIES: Facility[] = ['parking', 'publicTransport', 'catering', 'wheelchairAccess', 'wifi', 'loadingDock', 'accommodation', 'audioVisual'];

function facilityList(v: VenueRow): Facility[] {
  const { add = [], remove = [] } = facilityExceptions[v.name] ?? {};
  return [...facilitiesByType[v.type], ...add].filter((facility) => !remove.includes(facility));
}

/** Every facility of the fixed list, true where the venue has it. */
const facilitiesOf = (v: VenueRow) => Object.fromEntries(FACILITIES.map((facility) => [facility, facilityList(v).includes(facility)]));

/**
 * Up to four halls, the largest holding the venue's capacity and each next one a third of the one
 * before; the halls of a fair's venue have a floor plan (data/fairs.ts), and their area is its.
 */
function hallsOf(v: VenueRow) {
  const names = hallNames[v.type].slice(0, Math.max(1, Math.min(v.rooms, 4)));
  return names.map((name, i) => {
    const reception = Math.max(20, Math.round(v.capacity / 3 ** i / 10) * 10);
    const capacities = { theatre: Math.round(reception * 0.6), banquet: Math.round(reception * 0.4), reception };
    const plan = hallPlans[v.name]?.[i];
    return plan ? { name, areaM2: plan.width * plan.depth, ...capacities, ...plan } : { name, areaM2: Math.round(reception * 1.2), ...capacities };
  });
}

function routeOf(v: VenueRow) {
  const facilities = facilityList(v);
  const car = facilities.includes('parking')
    ? `Met de auto volg je de borden naar ${v.city}; je parkeert bij de locatie.`
    : `Parkeren bij de locatie kan niet; gebruik de parkeergarages in ${v.city}.`;
  const transit = facilities.includes('publicTransport')
    ? `Met het openbaar vervoer stap je uit op station ${v.city}, op loop- of busafstand.`
    : 'Met het openbaar vervoer is de locatie lastig te bereiken: reken op een overstap op een streekbus.';
  return `${car} ${transit}`;
}
