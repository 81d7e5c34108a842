import type { Core, UID } from '@strapi/strapi';
import { analyticsStore, dayOf, rollupToday } from '../../../analytics';
import type { DailyFigures, ItemRef, Period, Totals } from '../../../analytics/store';
import type { TrackedItemType } from '@standplaats/shared';
import { tableOf } from '../../../utils/tables';

const PARTNER = 'api::partner.partner';
const MEMBERSHIP = 'api::membership.membership';
const DAY_MS = 24 * 60 * 60 * 1000;
const TOP = 20;
const TOP_ITEMS_OF_COMPANY = 100;

export type Company = { documentId: string; name: string };
/** Who asks: an editor sees every company and the whole site; a member only their companies. */
export type Viewer = { kind: 'editor' } | { kind: 'member'; id: number };

const EXHIBITOR = 'api::exhibitor.exhibitor';

// The content each item type counts, and the field that names it (an exhibitor entry is named by its stand and fair).
const CONTENT: Record<Exclude<TrackedItemType, 'exhibitor'>, { uid: UID.ContentType; title: string }> = {
  article: { uid: 'api::article.article', title: 'title' },
  event: { uid: 'api::event.event', title: 'title' },
  vacancy: { uid: 'api::vacancy.vacancy', title: 'title' },
  company: { uid: PARTNER, title: 'name' },
  product: { uid: 'api::product.product', title: 'name' },
  venue: { uid: 'api::venue.venue', title: 'name' },
};

type EntryRow = { documentId: string; hall: string; stand: string; event: { documentId: string; title: string; startsAt: string; endsAt: string; locale: string } | null };

const ZERO: Totals = { views: 0, sessions: 0, leads: 0, clicks: 0 };
const add = (a: Totals, b: Totals): Totals => ({ views: a.views + b.views, sessions: a.sessions + b.sessions, leads: a.leads + b.leads, clicks: a.clicks + b.clicks });
const sum = (days: DailyFigures[]) => days.reduce<Totals>((total, { date: _date, ...day }) => add(total, day), ZERO);

const addDays = (day: string, days: number) => dayOf(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
const lengthOf = ({ from, to }: Period) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The same-length period just before. */
export const previousOf = (period: Period): Period => {
  const to = addDays(period.from, -1);
  return { from: addDays(to, -(lengthOf(period) - 1)), to };
};

/** Every day of the period, zero where nothing happened. */
const everyDay = (period: Period, days: DailyFigures[]): DailyFigures[] => {
  const byDay = new Map(days.map((d) => [d.date, d]));
  return Array.from({ length: lengthOf(period) }, (_, i) => {
    const date = addDays(period.from, i);
    return byDay.get(date) ?? { date, ...ZERO };
  });
};

const unique = (values: string[]) => [...new Set(values)];

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const store = () => analyticsStore(strapi);

  /** Today's figures are rolled up on demand; earlier days by the cron. */
  const fresh = async (period: Period) => {
    if (period.to >= dayOf(Date.now())) await rollupToday(strapi);
  };

  async function documentIds(uid: UID.ContentType, where: Record<string, unknown>): Promise<string[]> {
    const rows = (await strapi.db.query(uid).findMany({ select: ['documentId'], where })) as { documentId: string }[];
    return unique(rows.map((row) => row.documentId));
  }

  /** A company's items: its page, its products, its vacancies, the events it organises and its entries at fairs. */
  async function itemsOf(company: string): Promise<ItemRef[]> {
    const [products, vacancies, events, exhibitors] = await Promise.all([
      documentIds('api::product.product', { partner: { documentId: company } }),
      documentIds('api::vacancy.vacancy', { partner: { documentId: company } }),
      documentIds('api::event.event', { organiser: { documentId: company } }),
      documentIds(EXHIBITOR, { partner: { documentId: company } }),
    ]);
    return [
      { type: 'company', id: company },
      ...products.map((id) => ({ type: 'product' as const, id })),
      ...vacancies.map((id) => ({ type: 'vacancy' as const, id })),
      ...events.map((id) => ({ type: 'event' as const, id })),
      ...exhibitors.map((id) => ({ type: 'exhibitor' as const, id })),
    ];
  }

  /** Exhibitor entries (their draft rows, which every entry has), with their fair in Dutch. */
  async function entries(where: Record<string, unknown>): Promise<EntryRow[]> {
    const rows = (await strapi.db.query(EXHIBITOR).findMany({
      select: ['documentId', 'hall', 'stand'],
      where: { ...where, publishedAt: { $null: true } },
      populate: { event: { select: ['documentId', 'title', 'startsAt', 'endsAt', 'locale'] } },
    })) as EntryRow[];
    return rows.filter((row) => row.event);
  }

  const entryTitle = (row: EntryRow) => `Stand ${row.hall}.${row.stand}, ${row.event?.title ?? ''}`;

  /** The company's entries at fairs in the period or still to come, soonest first, with the planner's figures. */
  async function exhibitorFigures(company: string, period: Period) {
    const rows = (await entries({ partner: { documentId: company } }))
      .filter((row) => row.event!.endsAt.slice(0, 10) >= period.from)
      .sort((a, b) => a.event!.startsAt.localeCompare(b.event!.startsAt));
    const figures = await store().plannerFigures(period, rows.map((row) => ({ type: 'exhibitor', id: row.documentId })));
    const byId = new Map(figures.map((figure) => [figure.id, figure]));
    return rows.map((row) => ({
      id: row.documentId,
      event: { documentId: row.event!.documentId, title: row.event!.title, startsAt: row.event!.startsAt },
      hall: row.hall,
      stand: row.stand,
      views: byId.get(row.documentId)?.views ?? 0,
      favourites: byId.get(row.documentId)?.favourites ?? 0,
      routes: byId.get(row.documentId)?.routes ?? 0,
    }));
  }

  /** Titles of items (Dutch first), the id itself for content that is gone. */
  async function withTitles<T extends ItemRef>(items: T[]): Promise<Array<T & { title: string }>> {
    const titles = new Map<string, string>();
    const exhibitorIds = items.filter((item) => item.type === 'exhibitor').map((item) => item.id);
    if (exhibitorIds.length > 0) {
      for (const row of await entries({ documentId: { $in: exhibitorIds } })) titles.set(`exhibitor:${row.documentId}`, entryTitle(row));
    }
    for (const type of unique(items.map((item) => item.type)).filter((type) => type !== 'exhibitor') as Exclude<TrackedItemType, 'exhibitor'>[]) {
      const { uid, title } = CONTENT[type];
      const ids = items.filter((item) => item.type === type).map((item) => item.id);
      const rows = (await strapi.db.query(uid).findMany({
        select: ['documentId', title, 'locale'],
        where: { documentId: { $in: ids } },
      })) as Record<string, string | null>[];
      for (const row of rows.sort((a, b) => (a.locale === 'nl' ? 1 : 0) - (b.locale === 'nl' ? 1 : 0))) {
        if (row[title]) titles.set(`${type}:${row.documentId}`, String(row[title]));
      }
    }
    return items.map((item) => ({ ...item, title: titles.get(`${item.type}:${item.id}`) ?? item.id }));
  }

  async function memberCompanies(userId: number): Promise<Company[]> {
    const rows = (await strapi.db.query(MEMBERSHIP).findMany({
      where: { user: { id: userId } },
      populate: { partner: { select: ['documentId', 'name'] } },
    })) as { partner: Company | null }[];
    const companies = new Map(rows.flatMap(({ partner }) => (partner ? [[partner.documentId, { documentId: partner.documentId, name: partner.name }] as const] : [])));
    return [...companies.values()].sort((a, b) => a.name.localeCompare(b.name, 'nl'));
  }

  async function allCompanies(): Promise<Company[]> {
    const rows = (await strapi.db.query(PARTNER).findMany({ select: ['documentId', 'name', 'locale'], orderBy: { name: 'asc' } })) as (Company & { locale: string })[];
    const companies = new Map<string, Company>();
    for (const row of rows.sort((a, b) => (a.locale === 'nl' ? -1 : 0) - (b.locale === 'nl' ? -1 : 0))) {
      if (!companies.has(row.documentId)) companies.set(row.documentId, { documentId: row.documentId, name: row.name });
    }
    return [...companies.values()].sort((a, b) => a.name.localeCompare(b.name, 'nl'));
  }

  async function searchesWithoutResults(period: Period, limit: number) {
    const { table, column } = tableOf(strapi, 'api::search-query.search-query');
    const knex = strapi.db.connection;
    const rows = (await knex(table)
      .select(column('query'), knex.raw(`SUM(${column('count')}) AS total`))
      .where(column('zeroResults'), true)
      .andWhere(column('day'), '>=', period.from)
      .andWhere(column('day'), '<=', period.to)
      .groupBy(column('query'))
      .orderByRaw(`SUM(${column('count')}) DESC, ${column('query')}`)
      .limit(limit)) as Record<string, unknown>[];
    return rows.map((row) => ({ query: String(row[column('query')]), count: Number(row.total ?? 0) }));
  }

  return {
    /** The companies a viewer may see figures of. */
    async companies(viewer: Viewer): Promise<Company[]> {
      return viewer.kind === 'editor' ? allCompanies() : memberCompanies(viewer.id);
    },

    /** The company (any language, draft or published), or null when there is none. */
    async company(documentId: string): Promise<Company | null> {
      const rows = (await strapi.db.query(PARTNER).findMany({ select: ['documentId', 'name', 'locale'], where: { documentId } })) as (Company & { locale: string })[];
      const row = rows.find((r) => r.locale === 'nl') ?? rows[0];
      return row ? { documentId: row.documentId, name: row.name } : null;
    },

    async mayView(viewer: Viewer, documentId: string) {
      return viewer.kind === 'editor' || (await memberCompanies(viewer.id)).some((c) => c.documentId === documentId);
    },

    /** CompanyFigures of packages/shared/src/analytics.ts. */
    async companyFigures(company: Company, period: Period) {
      await fresh(period);
      const previous = previousOf(period);
      const items = await itemsOf(company.documentId);
      const [daily, before, top, referrers, exhibitors] = await Promise.all([
        store().daily(period, items),
        store().daily(previous, items),
        store().topItems(period, TOP_ITEMS_OF_COMPANY, items),
        store().referrers(period, TOP, items),
        exhibitorFigures(company.documentId, period),
      ]);
      return {
        company,
        period,
        previous,
        totals: sum(daily),
        previousTotals: sum(before),
        daily: everyDay(period, daily),
        items: await withTitles(top),
        referrers,
        exhibitors,
      };
    },

    /** SiteFigures of packages/shared/src/analytics.ts. */
    async siteFigures(period: Period) {
      await fresh(period);
      const previous = previousOf(period);
      const [daily, before, pages, top, devices, referrers, searches] = await Promise.all([
        store().daily(period),
        store().daily(previous),
        store().topPages(period, TOP),
        store().topItems(period, TOP),
        store().devices(period),
        store().referrers(period, TOP),
        searchesWithoutResults(period, TOP),
      ]);
      return {
        period,
        previous,
        totals: sum(daily),
        previousTotals: sum(before),
        daily: everyDay(period, daily),
        pages,
        items: await withTitles(top),
        devices,
        referrers,
        searchesWithoutResults: searches,
      };
    },
  };
};

export type StatisticsService = ReturnType<typeof import('./statistics').default>;
