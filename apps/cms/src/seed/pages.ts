import { aboutPage, brandPages, themePages, type PageRow } from './data/pages';
import type { SeedContext } from './context';
import { createLocalized, relationIds, type Data } from './documents';
import { nth } from './random';
import { paragraphs, type Locale } from './text';

const LABELS = {
  nl: { upcoming: 'Eerstvolgende evenementen', gallery: 'Beeld', subscribe: 'Neem een abonnement', subscribeText: 'Vier nummers per jaar op de mat en online.', order: 'Bekijk abonnementen', film: 'Standplaats in twee minuten', partners: 'Onze partners' },
  en: { upcoming: 'Upcoming events', gallery: 'Pictures', subscribe: 'Subscribe', subscribeText: 'Four issues a year, in print and online.', order: 'See subscriptions', film: 'Standplaats in two minutes', partners: 'Our partners' },
};

export async function seedPages(ctx: SeedContext) {
  for (const page of [aboutPage, ...themePages, ...brandPages]) {
    const content = (locale: Locale) => ({
      title: page.title[locale],
      slug: page.slug,
      intro: page.intro[locale],
      seo: { metaTitle: `${page.title[locale]} | Standplaats`, metaDescription: page.intro[locale]!.slice(0, 170) },
      blocks: [{ __component: 'blocks.rich-text', body: paragraphs(page.body[locale]!) }, ...extraBlocks(ctx, page, locale)],
    });
    await createLocalized(ctx.strapi, 'api::page.page', content('nl'), page.title.en ? content('en') : undefined);
  }
}

function extraBlocks(ctx: SeedContext, page: PageRow, locale: Locale): Data[] {
  const l = LABELS[locale];
  if (page.kind) {
    const kind = page.kind;
    const events = ctx.events.filter((e) => e.kind === kind && e.inDays > 0).sort((a, b) => a.inDays - b.inDays).slice(0, 6);
    const articles = ctx.articles.filter((a) => a.theme === kind).slice(0, 3);
    return [{ __component: 'blocks.card-grid', title: l.upcoming, events: relationIds(events, locale), articles: relationIds(articles, locale) }];
  }
  const subscribe = { __component: 'blocks.call-to-action', title: l.subscribe, text: l.subscribeText, buttonLabel: l.order, url: '/abonnementen' };
  const gallery = { __component: 'blocks.gallery', title: l.gallery, images: ctx.images.cover.slice(0, 4) };
  if (page.brand) {
    const image = { __component: 'blocks.image', image: nth(ctx.images[page.brand], 0), alt: `${page.title[locale]} cover`, caption: page.intro[locale] };
    return [image, subscribe, gallery];
  }
  const partners = [...ctx.partners.values()].slice(0, 6);
  return [
    { __component: 'blocks.image', image: ctx.images.byKey.get('locaties'), alt: page.title[locale], caption: page.intro[locale] },
    gallery,
    { __component: 'blocks.card-grid', title: l.partners, partners: relationIds(partners, locale) },
    { __component: 'blocks.embed', title: l.film, url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
    subscribe,
  ];
}
