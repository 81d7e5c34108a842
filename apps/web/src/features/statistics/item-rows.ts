import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale, Totals, TrackedItemType } from '@standplaats/shared';
import { itemPaths } from '@/lib/cms/item-paths';
import { toCsv } from '@/lib/statistics/csv';
import { absoluteUrl } from '@/lib/seo/metadata';

// The top-items table and its CSV export are built from these rows, so they show the same numbers.

export type ItemRow = { key: string; type: string; title: string; path: string | null } & Totals;
export const METRICS = ['views', 'sessions', 'leads', 'clicks'] as const;

export async function itemRows(items: Array<{ type: TrackedItemType; id: string; title: string } & Totals>, locale: Locale): Promise<ItemRow[]> {
  const [found, t] = await Promise.all([itemPaths(items, locale), getTranslations({ locale, namespace: 'dashboard.items.types' })]);
  return items.map(({ type, id, title, views, sessions, leads, clicks }) => ({
    key: `${type}:${id}`,
    type: t(type),
    title,
    path: found.get(`${type}:${id}`) ?? null,
    views,
    sessions,
    leads,
    clicks,
  }));
}

/** The table as CSV: the same columns, plus each item's full address. */
export async function itemsCsv(rows: ItemRow[], locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'dashboard' });
  const header = [t('items.type'), t('items.item'), 'URL', ...METRICS.map((metric) => t(`metrics.${metric}`))];
  return toCsv([header, ...rows.map((row) => [row.type, row.title, row.path ? absoluteUrl(locale, row.path) : '', ...METRICS.map((metric) => row[metric])])]);
}
