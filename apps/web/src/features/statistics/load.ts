import 'server-only';
import type { CompanyFigures, Period, SiteFigures } from '@standplaats/shared';
import { CmsError } from '@/lib/cms/errors';
import { getCompanyFigures, getSiteFigures, listStatisticsCompanies, type StatisticsCompany } from '@/lib/cms/statistics';
import type { DashboardSelection } from '@/lib/statistics/period';

// What the dashboard shows for a selection, decided once for the page and its CSV export so the
// two never differ. The CMS decides access; here a refusal (403) or an unknown company (404)
// becomes `missing`, which the page answers with the spec's 404 and the export with a 404.

export type Dashboard =
  | { kind: 'missing' }
  | { kind: 'none' }
  | { kind: 'picker'; companies: StatisticsCompany[]; editor: boolean }
  | { kind: 'company'; companies: StatisticsCompany[]; editor: boolean; company: StatisticsCompany; figures: CompanyFigures | null }
  | { kind: 'site'; companies: StatisticsCompany[]; figures: SiteFigures | null };

const refused = (error: unknown) => error instanceof CmsError && [401, 403, 404].includes(error.status);

/** The site-wide figures, or null for anyone but an editor. */
async function siteFiguresFor(period: Period): Promise<SiteFigures | null> {
  try {
    return await getSiteFigures(period);
  } catch (error) {
    if (refused(error)) return null;
    throw error;
  }
}

async function companyFiguresFor(documentId: string, period: Period): Promise<CompanyFigures | 'missing'> {
  try {
    return await getCompanyFigures(documentId, period);
  } catch (error) {
    if (refused(error)) return 'missing';
    throw error;
  }
}

/**
 * An editor without a chosen company sees the whole site; a member with one company sees it,
 * with several a picker, with none an explanation. A period the form refused loads no figures.
 */
export async function loadDashboard(selection: DashboardSelection, today: string): Promise<Dashboard> {
  const period = selection.ok ? selection.period : null;
  // Is this an editor? Asked with the real period when the site view may be shown, else with one day.
  const probe = period && !selection.company ? period : { from: today, to: today };
  const [companies, site] = await Promise.all([listStatisticsCompanies(), siteFiguresFor(probe)]);
  const editor = site !== null;
  const chosenId = selection.company ?? (!editor && companies.length === 1 ? companies[0]!.documentId : undefined);

  if (chosenId) {
    const figures = period ? await companyFiguresFor(chosenId, period) : null;
    if (figures === 'missing') return { kind: 'missing' };
    const company = figures?.company ?? companies.find(({ documentId }) => documentId === chosenId);
    if (!company) return { kind: 'missing' };
    return { kind: 'company', companies, editor, company, figures };
  }
  if (editor) return { kind: 'site', companies, figures: period ? site : null };
  if (companies.length === 0) return { kind: 'none' };
  return { kind: 'picker', companies, editor };
}
