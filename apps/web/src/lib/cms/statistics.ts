import 'server-only';
import { z } from 'zod';
import { deviceClasses, trackedItemTypes, type CompanyFigures, type Period, type SiteFigures } from '@standplaats/shared';
import { memberCms } from './index';

// The industry dashboard's figures. Every call carries the member's JWT and the CMS
// decides what they may see: a company they do not belong to is 403, an unknown one 404, and the
// site-wide figures only answer a user with the editor role. Personal, so never cached.

const noStore = { cache: 'no-store' as const };
const count = z.number().int().nonnegative();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const period = z.object({ from: day, to: day });
const totals = { views: count, sessions: count, leads: count, clicks: count };
const item = z.object({ type: z.enum(trackedItemTypes), id: z.string(), title: z.string(), ...totals });
const common = {
  period,
  previous: period,
  totals: z.object(totals),
  previousTotals: z.object(totals),
  daily: z.array(z.object({ date: day, ...totals })),
  items: z.array(item),
  referrers: z.array(z.object({ host: z.string(), views: count })),
};

export const companiesSchema = z.object({ data: z.array(z.object({ documentId: z.string().min(1), name: z.string() })) });
const exhibitor = z.object({
  id: z.string(),
  event: z.object({ documentId: z.string(), title: z.string(), startsAt: z.string() }),
  hall: z.string(),
  stand: z.string(),
  views: count,
  favourites: count,
  routes: count,
});
export const companyFiguresSchema = z.object({
  data: z.object({ company: z.object({ documentId: z.string(), name: z.string() }), ...common, exhibitors: z.array(exhibitor) }),
}) satisfies z.ZodType<{ data: CompanyFigures }>;
export const siteFiguresSchema = z.object({
  data: z.object({
    ...common,
    pages: z.array(z.object({ path: z.string(), views: count, sessions: count })),
    devices: z.array(z.object({ device: z.enum(deviceClasses), sessions: count })),
    searchesWithoutResults: z.array(z.object({ query: z.string(), count })),
  }),
}) satisfies z.ZodType<{ data: SiteFigures }>;

export type StatisticsCompany = z.infer<typeof companiesSchema>['data'][number];

/** GET /statistics/companies: the companies whose figures the signed-in member may see. */
export async function listStatisticsCompanies(): Promise<StatisticsCompany[]> {
  return companiesSchema.parse(await memberCms.get('/statistics/companies', noStore)).data;
}

/** GET /statistics/companies/:documentId for a period; a CmsError 403/404 when it is not theirs. */
export async function getCompanyFigures(documentId: string, { from, to }: Period): Promise<CompanyFigures> {
  const path = `/statistics/companies/${encodeURIComponent(documentId)}`;
  return companyFiguresSchema.parse(await memberCms.get(path, { ...noStore, params: { from, to } })).data;
}

/** GET /statistics/site for a period; a CmsError 401/403 for anyone but an editor. */
export async function getSiteFigures({ from, to }: Period): Promise<SiteFigures> {
  return siteFiguresSchema.parse(await memberCms.get('/statistics/site', { ...noStore, params: { from, to } })).data;
}
