import { brandNames, magazines, readingUrl, type MagazineRow } from './data/magazines';
import { plans } from './data/plans';
import type { SeedContext } from './context';
import { createLocalized } from './documents';
import { nth } from './random';
import { dayOffset, isoDate, list, paragraph, slugify, type Locale } from './text';

export async function seedMagazines(ctx: SeedContext) {
  for (const [i, magazine] of magazines.entries()) {
    const shared = {
      brand: magazine.brand,
      issueNumber: magazine.issueNumber,
      date: isoDate(dayOffset(ctx.today, -magazine.daysAgo)),
      cover: nth(ctx.images[magazine.brand], i),
      readingUrl: readingUrl(magazine),
    };
    const en = magazine.theme.en ? magazineContent(magazine, 'en') : undefined;
    await createLocalized(ctx.strapi, 'api::magazine.magazine', { ...shared, ...magazineContent(magazine, 'nl') }, en);
  }
}

function magazineContent(m: MagazineRow, locale: Locale) {
  const title = `${brandNames[m.brand]} ${m.issueNumber}: ${m.theme[locale]}`;
  const intro = locale === 'nl' ? 'In dit nummer:' : 'In this issue:';
  return { title, slug: slugify(title), contents: [paragraph(intro), list(m.contents[locale]!)] };
}

export async function seedPlans(ctx: SeedContext) {
  for (const [order, plan] of plans.entries()) {
    const localized = (locale: Locale) => ({
      name: plan.name[locale],
      slug: slugify(plan.name[locale]!),
      description: plan.description[locale],
      features: plan.features[locale],
    });
    const shared = { brand: plan.brand, priceCents: plan.priceCents, interval: 'jaar', order };
    await createLocalized(ctx.strapi, 'api::subscription-plan.subscription-plan', { ...shared, ...localized('nl') }, localized('en'));
  }
}
