import { wire } from './data/wire';
import type { SeedContext } from './context';
import { createLocalized } from './documents';

const MINUTE = 60 * 1000;

/**
 * The wire over the three days before the seeding day, newest first in table order: the first
 * item at 23:25 UTC the evening before, then one every 1½ to 2½ hours (fixed, no randomness).
 */
export async function seedWire(ctx: SeedContext) {
  const newest = ctx.today.getTime() - 8 * 60 * MINUTE - 35 * MINUTE;
  let minutesBack = 0;
  for (const [i, { text, url }] of wire.entries()) {
    const date = new Date(newest - minutesBack * MINUTE).toISOString();
    minutesBack += 90 + ((i * 37) % 60);
    await createLocalized(ctx.strapi, 'api::wire-item.wire-item', { text: text.nl, url, date }, text.en ? { text: text.en, url, date } : undefined);
  }
}
