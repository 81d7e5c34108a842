import { topics, type TopicRow } from './data/topics';
import type { SeedContext } from './context';
import { createLocalized, relationIds } from './documents';
import { slugify, type Locale } from './text';

export async function seedTopics(ctx: SeedContext) {
  for (const topic of topics) {
    const picks = curated(ctx, topic);
    const content = (locale: Locale) => ({
      title: topic.title[locale],
      slug: slugify(topic.title[locale]!),
      intro: topic.intro[locale],
      articles: relationIds(picks.articles, locale),
      events: relationIds(picks.events, locale),
      partners: relationIds(picks.partners, locale),
    });
    const nl = { image: ctx.images.byKey.get(topic.tags[0]), ...content('nl') };
    await createLocalized(ctx.strapi, 'api::explore-topic.explore-topic', nl, topic.title.en ? content('en') : undefined);
  }
}

/** The newest matching articles, the soonest matching upcoming events and matching partners. */
export function curated(ctx: SeedContext, topic: Pick<TopicRow, 'tags' | 'kinds' | 'categories'>, count = 6) {
  return {
    articles: ctx.articles
      .filter((a) => a.tags.some((tag) => topic.tags.includes(tag)))
      .sort((a, b) => a.daysAgo - b.daysAgo)
      .slice(0, count),
    events: ctx.events
      .filter((e) => e.inDays > 0 && topic.kinds.includes(e.kind))
      .sort((a, b) => a.inDays - b.inDays)
      .slice(0, count),
    partners: [...ctx.partners.values()].filter((p) => p.categories.some((c) => topic.categories.includes(c))).slice(0, count),
  };
}
