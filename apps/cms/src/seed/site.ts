import { global } from './data/global';
import { outboundLinks } from './data/outbound-links';
import { redirects } from './data/redirects';
import type { SeedContext } from './context';
import { createLocalized, createPlain } from './documents';
import { partnerWebsite } from './partners';

export async function seedGlobal(ctx: SeedContext) {
  await createLocalized(ctx.strapi, 'api::global.global', { ...global.nl, socialLinks: global.socialLinks }, global.en);
}

export async function seedRedirects(ctx: SeedContext) {
  for (const redirect of redirects) await createPlain(ctx.strapi, 'api::redirect.redirect', redirect);
}

/** The banner and partner links, ids 1-6 on a fresh database (in table order). */
export async function seedOutboundLinks(ctx: SeedContext) {
  for (const { label, url, partner } of outboundLinks) {
    const owner = partner ? ctx.partners.get(partner) : undefined;
    if (partner && !owner) throw new Error(`Outbound link ${label}: no partner ${partner}`);
    await createPlain(ctx.strapi, 'api::outbound-link.outbound-link', {
      label,
      url: url ?? partnerWebsite(partner!),
      partner: owner?.documentId ?? null,
    });
  }
}
