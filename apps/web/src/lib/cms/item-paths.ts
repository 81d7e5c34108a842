import 'server-only';
import { z } from 'zod';
import type { Locale, TrackedItemType } from '@standplaats/shared';
import { paths } from '@/lib/paths';
import { cms } from './index';
import { listOf } from './strapi';
import { REVALIDATE_SECONDS, tagsFor } from './tags';

// The dashboard's figures name items by type and documentId; articles, events, vacancies and
// venues live at their slug, so their paths are looked up (public data, from the cache).

type Item = { type: TrackedItemType; id: string };
const bySlug = {
  article: { api: '/articles', path: paths.article },
  event: { api: '/events', path: paths.event },
  vacancy: { api: '/vacancies', path: paths.vacancy },
  venue: { api: '/venues', path: paths.venue },
} as const;
const slugSchema = listOf(z.object({ documentId: z.string(), slug: z.string() }));

async function slugs(type: keyof typeof bySlug, ids: string[], locale: Locale): Promise<Map<string, string>> {
  const body = await cms.get(bySlug[type].api, {
    params: { locale, fields: ['documentId', 'slug'], filters: { documentId: { $in: ids } }, pagination: { page: 1, pageSize: ids.length } },
    next: { tags: tagsFor(type), revalidate: REVALIDATE_SECONDS },
  });
  return new Map(slugSchema.parse(body).data.map(({ documentId, slug }) => [documentId, slug]));
}

/** `type:id` → the item's site path; items that are gone (or unpublished) have none. */
export async function itemPaths(items: Item[], locale: Locale): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const item of items) {
    if (item.type === 'company') found.set(`company:${item.id}`, paths.company(item.id));
    if (item.type === 'product') found.set(`product:${item.id}`, paths.product(item.id));
  }
  await Promise.all(
    (Object.keys(bySlug) as (keyof typeof bySlug)[]).map(async (type) => {
      const ids = [...new Set(items.filter((item) => item.type === type).map(({ id }) => id))];
      if (ids.length === 0) return;
      // A missing English version falls back to the Dutch one, as the pages themselves do.
      const local = await slugs(type, ids, locale).catch(() => new Map<string, string>());
      const rest = ids.filter((id) => !local.has(id));
      const dutch = locale !== 'nl' && rest.length > 0 ? await slugs(type, rest, 'nl').catch(() => new Map<string, string>()) : new Map<string, string>();
      for (const [id, slug] of [...local, ...dutch]) found.set(`${type}:${id}`, bySlug[type].path(slug));
    }),
  );
  return found;
}
