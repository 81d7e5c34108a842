import type { Core } from '@strapi/strapi';
import { withoutRevalidation } from '../site/revalidation';
import { withoutSearchSync } from '../search/indexing';
import { seedArticles } from './articles';
import type { SeedContext } from './context';
import { seedEvents } from './events';
import { seedFairs } from './fairs';
import { createImageLibrary } from './images';
import { seedPages } from './pages';
import { seedPartners, seedProducts } from './partners';
import { seedMagazines, seedPlans } from './publishing';
import { createRandom } from './random';
import { seedGlobal, seedOutboundLinks, seedRedirects } from './site';
import { seedAuthors, seedTags } from './taxonomy';
import { seedTopics } from './topics';
import { seedVacancies } from './vacancies';
import { seedVenues } from './venues';
import { seedWire } from './wire';

// A fixed seed: the same day of seeding gives the same content.
const SEED = 20260101;

// In order: later steps relate to the documents of earlier ones.
const STEPS = [
  seedTags, seedAuthors, seedVenues, seedPartners, seedProducts, seedArticles, seedEvents,
  seedVacancies, seedMagazines, seedPlans, seedTopics, seedPages, seedGlobal, seedRedirects,
  seedOutboundLinks, seedWire, seedFairs,
];

/**
 * Seeds the demo content into an empty database; a database with any article is left alone.
 * Answers whether it seeded.
 */
export async function seedDemoContent(strapi: Core.Strapi): Promise<boolean> {
  if ((await strapi.db.query('api::article.article').count()) > 0) return false;

  const started = Date.now();
  const today = new Date();
  today.setUTCHours(8, 0, 0, 0);

  // One transaction: a failed seed leaves the database empty (and seeded again on the next start)
  // instead of half-filled, and SQLite commits once instead of after every write.
  const ctx = await withoutSearchSync(() =>
    withoutRevalidation(() =>
      strapi.db.transaction(async () => {
        const context = newContext(strapi, today, await createImageLibrary(strapi));
        for (const step of STEPS) await step(context);
        return context;
      }),
    ),
  );

  strapi.log.info(
    `Seeded ${ctx.articles.length} articles, ${ctx.events.length} events, ${ctx.partners.size} partners, ${ctx.exhibitors} exhibitors, ` +
      `${ctx.venues.size} venues and ${ctx.images.byKey.size} images in ${Date.now() - started} ms`,
  );
  return true;
}

function newContext(strapi: Core.Strapi, today: Date, images: SeedContext['images']): SeedContext {
  return {
    strapi,
    today,
    random: createRandom(SEED),
    images,
    tags: new Map(),
    authors: new Map(),
    venues: new Map(),
    partners: new Map(),
    products: new Map(),
    articles: [],
    events: [],
    exhibitors: 0,
  };
}
