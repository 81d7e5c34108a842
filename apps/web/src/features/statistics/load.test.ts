import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CmsError } from '@/lib/cms/errors';
import { parseDashboardParams } from '@/lib/statistics/period';

const reader = { listStatisticsCompanies: vi.fn(), getCompanyFigures: vi.fn(), getSiteFigures: vi.fn() };
vi.mock('server-only', () => ({}));
vi.mock('@/lib/cms/statistics', () => reader);
const { loadDashboard } = await import('./load');

const TODAY = '2026-11-23';
const refusal = (status: number) => new CmsError({ status, name: 'ForbiddenError', message: 'no' });
const zuid = { documentId: 'zuid', name: 'Zuid' };
const noord = { documentId: 'noord', name: 'Noord' };
const figures = (company: typeof zuid) => ({ company, totals: { views: 1 } });
const load = (query: Record<string, string> = {}) => loadDashboard(parseDashboardParams(query, TODAY, 'nl')!, TODAY);

beforeEach(() => {
  for (const mock of Object.values(reader)) mock.mockReset();
  reader.getSiteFigures.mockRejectedValue(refusal(403));
  reader.getCompanyFigures.mockImplementation(async (id: string) => {
    if (id === 'zuid' || id === 'noord') return figures(id === 'zuid' ? zuid : noord);
    throw refusal(403);
  });
});

describe('loadDashboard', () => {
  it('shows a member’s only company straight away', async () => {
    reader.listStatisticsCompanies.mockResolvedValue([zuid]);
    expect(await load()).toMatchObject({ kind: 'company', company: zuid, editor: false, figures: figures(zuid) });
    expect(reader.getCompanyFigures).toHaveBeenCalledWith('zuid', { from: '2026-10-25', to: TODAY });
  });

  it('asks a member of several companies to choose', async () => {
    reader.listStatisticsCompanies.mockResolvedValue([zuid, noord]);
    expect(await load()).toMatchObject({ kind: 'picker', companies: [zuid, noord] });
    expect(await load({ bedrijf: 'noord' })).toMatchObject({ kind: 'company', company: noord });
  });

  it('explains to a member without a company', async () => {
    reader.listStatisticsCompanies.mockResolvedValue([]);
    expect(await load()).toEqual({ kind: 'none' });
  });

  it('turns a company the CMS refuses or does not know into missing', async () => {
    reader.listStatisticsCompanies.mockResolvedValue([zuid]);
    expect(await load({ bedrijf: 'elders' })).toEqual({ kind: 'missing' });
    reader.getCompanyFigures.mockRejectedValue(refusal(404));
    expect(await load({ bedrijf: 'zuid' })).toEqual({ kind: 'missing' });
  });

  it('checks the company even when the period is wrong, and loads no figures', async () => {
    reader.listStatisticsCompanies.mockResolvedValue([zuid]);
    expect(await load({ bedrijf: 'zuid', periode: 'anders' })).toMatchObject({ kind: 'company', company: zuid, figures: null });
    expect(await load({ bedrijf: 'elders', periode: 'anders' })).toEqual({ kind: 'missing' });
    expect(reader.getCompanyFigures).not.toHaveBeenCalled();
  });

  it('shows an editor the whole site unless a company is chosen', async () => {
    reader.listStatisticsCompanies.mockResolvedValue([zuid]);
    reader.getSiteFigures.mockResolvedValue({ totals: { views: 9 } });
    expect(await load({ periode: '7' })).toMatchObject({ kind: 'site', figures: { totals: { views: 9 } } });
    expect(reader.getSiteFigures).toHaveBeenCalledWith({ from: '2026-11-17', to: TODAY });
    expect(await load({ bedrijf: 'zuid' })).toMatchObject({ kind: 'company', editor: true });
  });

  it('lets other CMS failures through (the error page, not a 404)', async () => {
    reader.listStatisticsCompanies.mockResolvedValue([zuid]);
    reader.getCompanyFigures.mockRejectedValue(new CmsError({ status: 500, name: 'InternalServerError', message: 'down' }));
    await expect(load()).rejects.toThrow('down');
  });
});
