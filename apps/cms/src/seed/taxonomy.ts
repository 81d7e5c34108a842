import { authors } from './data/authors';
import { tags } from './data/tags';
import type { SeedContext } from './context';
import { createLocalized } from './documents';
import { slugify } from './text';

export async function seedTags(ctx: SeedContext) {
  for (const { key, name } of tags) {
    const en = name.en ? { name: name.en, slug: slugify(name.en) } : undefined;
    ctx.tags.set(key, await createLocalized(ctx.strapi, 'api::tag.tag', { name: name.nl, slug: slugify(name.nl) }, en));
  }
}

export async function seedAuthors(ctx: SeedContext) {
  for (const author of authors) {
    const nl = {
      name: author.name,
      slug: slugify(author.name),
      role: author.role.nl,
      bio: author.bio.nl,
      photo: ctx.images.byKey.get(author.key),
    };
    // A uid counts as localized in Strapi's i18n, so the English version names its slug too.
    const en = author.role.en ? { name: nl.name, slug: nl.slug, role: author.role.en, bio: author.bio.en } : undefined;
    ctx.authors.set(author.key, await createLocalized(ctx.strapi, 'api::author.author', nl, en));
  }
}
