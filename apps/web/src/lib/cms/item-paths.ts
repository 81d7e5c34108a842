import 'server-only';
import { z } from 'zod';
import type { Locale, TrackedItemType } from '@standplaats/shared';
import { standHref } from '@/lib/exhibitors/filters';
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
const standSchema = listOf(z.object({ documentId: z.string(), hall: z.string(), stand: z.string(), event: z.object({ documentId: z.string() }).nullable().optional() }));

async function slugs(type: keyof typeof bySlug, ids: string[], locale: Locale): Promise<Map<string, string>> {
  const body = await cms.get(bySlug[type].api, {
    params: { locale, fields: ['documentId', 'slug'], filters: { documentId: { $in: ids } }, pagination: { page: 1, pageSize: ids.length } },
    next: { tags: tagsFor(type), revalidate: REVALIDATE_SECONDS },
  });
  return new Map(slugSchema.parse(body).data.map(({ documentId, slug }) => [documentId, slug]));
}

/** An exhibitor entry's stand on its fair's plan, by the fair's slug in the language. */
async function stands(ids: string[], locale: Locale): Promise<Map<string, string>> {
  const body = await cms.get('/exhibitors', {
    params: { fields: ['hall', 'stand'], filters: { documentId: { $in: ids } }, pagination: { page: 1, pageSize: ids.length } },
    next: { tags: tagsFor('exhibitor'), revalidate: REVALIDATE_SECONDS },
  });
  const entries = standSchema.parse(body).data.flatMap((entry) => (entry.event ? [{ ...entry, event: entry.event.documentId }] : []));
  const events = [...new Set(entries.map((entry) => entry.event))];
  const fairs = events.length > 0 ? await slugs('event', events, locale).catch(() => new Map<string, string>()) : new Map<string, string>();
  const dutch = locale !== 'nl' && events.some((id) => !fairs.has(id)) ? await slugs('event', events, 'nl').catch(() => new Map<string, string>()) : new Map<string, string>();
  return new Map(entries.flatMap((entry) => {
    const slug = fairs.get(entry.event) ?? dutch.get(entry.event);
    return slug ? [[entry.documentId, standHref(slug, entry.hall, entry.stand)] as const] : [];
  }));
}

/** `type:id` → the item's site path; items that are gone (or unpublished) have none. */
export async function itemPaths(items: Item[], locale: Locale): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const exhibitors = [...new Set(items.filter((item) => item.type === 'exhibitor').map(({ id }) => id))];
  if (exhibitors.length > 0) {
    for (const [id, path] of await stands(exhibitors, locale).catch(() => new Map<string, string>())) found.set(`exhibitor:${id}`, path);
  }
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
