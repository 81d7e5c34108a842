import { routeLocale } from '@/i18n/params';
import { currentMember } from '@/lib/auth/session';
import { TIME_ZONE } from '@/lib/format';
import { csvFileName } from '@/lib/statistics/csv';
import { parseDashboardParams, todayIn } from '@/lib/statistics/period';
import { itemRows, itemsCsv } from '@/features/statistics/item-rows';
import { loadDashboard } from '@/features/statistics/load';

export const dynamic = 'force-dynamic';

const text = (body: string, status: number) => new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } });

/**
 * `/industry-dashboard/csv?{the page's query}`: the top-items table the page shows for the same
 * query, as a CSV download. The same loader decides access, so a company the member does not
 * belong to is a 404 here too.
 */
export async function GET(request: Request, { params }: RouteContext<'/[locale]/industry-dashboard/csv'>) {
  const locale = await routeLocale(params);
  if (!(await currentMember())) return text('Unauthorized', 401);
  const today = todayIn(TIME_ZONE);
  const selection = parseDashboardParams(Object.fromEntries(new URL(request.url).searchParams), today, locale);
  if (!selection) return text('Not found', 404);
  if (!selection.ok) return text('Bad request: invalid period', 400);
  const dashboard = await loadDashboard(selection, today);
  if ((dashboard.kind !== 'company' && dashboard.kind !== 'site') || !dashboard.figures) return text('Not found', 404);
  const { figures } = dashboard;
  const csv = await itemsCsv(await itemRows(figures.items, locale), locale);
  const name = csvFileName(dashboard.kind === 'company' ? dashboard.company.name : 'standplaats', figures.period.from, figures.period.to);
  return new Response(`\uFEFF${csv}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
