import { articles, type ArticleRow } from './data/articles';
import { closingLines, paragraphsByTag } from './data/paragraphs';
import { demoArticles } from './demo-data';
import type { SeedContext } from './context';
import { createLocalized, relationId, relationIds, type Data } from './documents';
import { nth } from './random';
import { DAY, paragraph, slugify, type Locale, type Text } from './text';

type ArticleInput = ArticleRow & { slug: Text; lead?: Text; daysAgo: number };

/** The six fixed articles first (the newest is day 1), then the table spread over two years. */
function articleInputs(ctx: SeedContext): ArticleInput[] {
  const fixed = demoArticles.map((a): ArticleInput => ({ ...a, lead: a.body }));
  const spread = articles.map((row, i): ArticleInput => ({
    ...row,
    slug: { nl: slugify(row.title.nl), en: row.title.en && slugify(row.title.en) },
    daysAgo: 24 + i * 12 + ctx.random.int(0, 11),
  }));
  return [...fixed, ...spread];
}

export async function seedArticles(ctx: SeedContext) {
  const companies = [...ctx.partners.values()];
  for (const [i, input] of articleInputs(ctx).entries()) {
    const english = Boolean(input.title.en);
    // Each article mentions one company, in turn, so every company page has news about it.
    const mentions = (locale: Locale) => ({ partners: relationIds([nth(companies, i)], locale) });
    const seeded = await createLocalized(
      ctx.strapi,
      'api::article.article',
      { ...shared(ctx, input), ...content(ctx, input, 'nl'), ...mentions('nl') },
      english ? { ...content(ctx, input, 'en'), ...mentions('en') } : undefined,
    );
    ctx.articles.push({ ...seeded, tags: input.tags, theme: input.theme, daysAgo: input.daysAgo });
  }
}

function shared(ctx: SeedContext, a: ArticleInput): Data {
  const coverId = ctx.images.byKey.get(a.tags[0]);
  const others = ctx.images.cover.filter((id) => id !== coverId);
  return {
    date: new Date(ctx.today.getTime() - a.daysAgo * DAY).toISOString(),
    cover: coverId,
    gallery: a.gallery ? ctx.random.sample(others, ctx.random.int(3, 5)) : undefined,
    theme: a.theme,
    sponsored: a.sponsored ?? false,
    push: a.push ?? false,
  };
}

function content(ctx: SeedContext, a: ArticleInput, locale: Locale): Data {
  const [first, second] = paragraphsByTag[a.tags[0]];
  const closing = nth(closingLines, a.daysAgo);
  const lead = a.lead?.[locale];
  return {
    title: a.title[locale],
    slug: a.slug[locale],
    excerpt: a.excerpt[locale],
    body: [lead, first[locale], second[locale], closing[locale]].filter(Boolean).map((text) => paragraph(text!)),
    tags: relationIds(a.tags.map((key) => ctx.tags.get(key)), locale),
    author: relationId(ctx.authors.get(a.author), locale),
    seo: { metaTitle: a.title[locale]!.slice(0, 70), metaDescription: a.excerpt[locale]!.slice(0, 170) },
  };
}
