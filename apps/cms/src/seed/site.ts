import { global } from './data/global';
import { redirects } from './data/redirects';
import type { SeedContext } from './context';
import { createLocalized, createPlain } from './documents';

export async function seedGlobal(ctx: SeedContext) {
  await createLocalized(ctx.strapi, 'api::global.global', { ...global.nl, socialLinks: global.socialLinks }, global.en);
}

export async function seedRedirects(ctx: SeedContext) {
  for (const redirect of redirects) await createPlain(ctx.strapi, 'api::redirect.redirect', redirect);
}
