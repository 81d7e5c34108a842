import { aboutPage, brandPages, themePages, type PageRow } from './data/pages';
import type { SeedContext } from './context';
import { createLocalized, relationIds, type Data } from './documents';
import { nth } from './random';
import { paragraphs, type Locale } from './text';

const LABELS = {
  nl: { gallery: 'Beeld', subscribe: 'Neem een abonnement', subscribeText: 'Vier nummers per jaar op de mat en online.', order: 'Bekijk abonnementen', film: 'Standplaats in twee minuten', partners: 'Onze partners' },
  en: { gallery: 'Pictures', subscribe: 'Subscribe', subscribeText: 'Four issues a year, in print and online.', order: 'See subscriptions', film: 'Standplaats in two minutes', partners: 'Our partners' },
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
  // Theme pages (/beurzen, ...) list their kind's upcoming events and news on the site itself.
  if (page.theme) return [];
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
