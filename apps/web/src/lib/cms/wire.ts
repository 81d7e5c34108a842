import { z } from 'zod';
import type { Locale } from '@standplaats/shared';
import { localisedPath } from '@standplaats/shared';
import { cms } from './index';
import { pathInLanguage } from './path-in-language';
import { listOf } from './strapi';
import { REVALIDATE_SECONDS, tagsFor } from './tags';

const wireItemSchema = z.object({
  documentId: z.string(),
  text: z.string(),
  url: z.string().nullable().optional(),
  date: z.iso.datetime({ offset: true }),
});

/** Site paths lead to the page in the reader's language; external links stay as they are. */
const siteUrl = async (url: string, locale: Locale) => (url.startsWith('/') ? localisedPath(locale, await pathInLanguage(url, locale)) : url);

export type WireItem = { id: string; text: string; url: string | null; date: string };

/** The newest items of the news wire, newest first; only those after `after` when given. */
export async function listWireItems(locale: Locale, { after, limit = 30 }: { after?: string; limit?: number } = {}): Promise<WireItem[]> {
  const body = await cms.get('/wire-items', {
    params: {
      locale,
      fields: ['text', 'url', 'date'],
      filters: after ? { date: { $gt: after } } : {},
      sort: ['date:desc'],
      pagination: { page: 1, pageSize: limit },
    },
    next: { tags: tagsFor('wire-item'), revalidate: REVALIDATE_SECONDS },
  });
  const items = listOf(wireItemSchema).parse(body).data;
  return Promise.all(items.map(async (item) => ({ id: item.documentId, text: item.text, url: item.url ? await siteUrl(item.url, locale) : null, date: item.date })));
}
