import { facilitiesByType, venues, type VenueRow } from './data/venues';
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
    rooms: v.rooms,
    venueType: v.type,
    facilities: facilitiesByType[v.type],
    images: [nth(pictures, index), nth(cover, index + 5)],
    contact: {
      name: 'Sales & events',
      email: `events@${slug}.example.nl`,
      phone: `+31 ${ctx.random.int(10, 79)} ${ctx.random.int(100, 999)} ${ctx.random.int(1000, 9999)}`,
      website: `https://${slug}.example.nl`,
    },
  };
}
