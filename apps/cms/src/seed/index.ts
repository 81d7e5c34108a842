import type { Core } from '@strapi/strapi';
import { demoArticles, demoEvents, type DemoArticle, type DemoEvent } from './demo-data';

const DAY = 24 * 60 * 60 * 1000;

const paragraph = (text: string) => [
  { type: 'paragraph' as const, children: [{ type: 'text' as const, text }] },
];

/** Seeds the demo content into an empty database; a database with any article is left alone. */
export async function seedDemoContent(strapi: Core.Strapi) {
  if ((await strapi.db.query('api::article.article').count()) > 0) return;

  const started = Date.now();
  const today = new Date();
  today.setUTCHours(8, 0, 0, 0);

  for (const article of demoArticles) await seedArticle(strapi, article, today);
  for (const event of demoEvents) await seedEvent(strapi, event, today);

  strapi.log.info(
    `Seeded ${demoArticles.length} articles and ${demoEvents.length} events in ${Date.now() - started} ms`,
  );
}

async function seedArticle(strapi: Core.Strapi, a: DemoArticle, today: Date) {
  const documents = strapi.documents('api::article.article');
  const date = new Date(today.getTime() - a.daysAgo * DAY).toISOString();
  const content = (locale: 'nl' | 'en') => ({
    title: a.title[locale]!,
    slug: a.slug[locale]!,
    excerpt: a.excerpt[locale]!,
    body: paragraph(a.body[locale]!),
    date,
  });

  const created = await documents.create({ locale: 'nl', status: 'published', data: content('nl') });
  if (a.title.en) {
    await documents.update({ documentId: created.documentId, locale: 'en', status: 'published', data: content('en') });
  }
}

async function seedEvent(strapi: Core.Strapi, e: DemoEvent, today: Date) {
  const documents = strapi.documents('api::event.event');
  const startsAt = new Date(today.getTime() + e.inDays * DAY);
  const endsAt = new Date(startsAt.getTime() + (e.days - 1) * DAY + 9 * 60 * 60 * 1000);
  const content = (locale: 'nl' | 'en') => ({
    title: e.title[locale]!,
    slug: e.slug[locale]!,
    description: e.description[locale]!,
    kind: e.kind,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    city: e.city,
    venueName: e.venueName,
  });

  const created = await documents.create({ locale: 'nl', status: 'published', data: content('nl') });
  if (e.title.en) {
    await documents.update({ documentId: created.documentId, locale: 'en', status: 'published', data: content('en') });
  }
}
