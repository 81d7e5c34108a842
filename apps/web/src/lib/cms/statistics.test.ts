import { beforeEach, describe, expect, it, vi } from 'vitest';

const get = vi.fn();
vi.mock('server-only', () => ({}));
vi.mock('./index', () => ({ memberCms: { get: (...args: unknown[]) => get(...args) } }));

const { getCompanyFigures, getSiteFigures, listStatisticsCompanies } = await import('./statistics');

const totals = { views: 3, sessions: 2, leads: 1, clicks: 0 };
const figures = {
  period: { from: '2026-11-01', to: '2026-11-07' },
  previous: { from: '2026-10-25', to: '2026-10-31' },
  totals,
  previousTotals: { ...totals, views: 1 },
  daily: [{ date: '2026-11-01', ...totals }],
  items: [{ type: 'product', id: 'p1', title: 'Stand', ...totals }],
  referrers: [{ host: 'example.org', views: 2 }],
};

beforeEach(() => get.mockReset());

describe('statistics reader', () => {
  it('lists the member’s companies, uncached', async () => {
    get.mockResolvedValue({ data: [{ documentId: 'c1', name: 'Zuid' }] });
    expect(await listStatisticsCompanies()).toEqual([{ documentId: 'c1', name: 'Zuid' }]);
    expect(get).toHaveBeenCalledWith('/statistics/companies', { cache: 'no-store' });
  });

  it('asks for a company’s figures of a period and parses them', async () => {
    const exhibitors = [{ id: 'x1', event: { documentId: 'e1', title: 'Vakbeurs', startsAt: '2026-12-08T08:00:00.000Z' }, hall: '1', stand: 'B12', views: 4, favourites: 2, routes: 1 }];
    get.mockResolvedValue({ data: { company: { documentId: 'c/1', name: 'Zuid' }, ...figures, exhibitors } });
    expect(await getCompanyFigures('c/1', figures.period)).toMatchObject({ company: { name: 'Zuid' }, totals, exhibitors });
    expect(get).toHaveBeenCalledWith('/statistics/companies/c%2F1', { cache: 'no-store', params: figures.period });
  });

  it('refuses figures that break the contract', async () => {
    get.mockResolvedValue({ data: { company: { documentId: 'c1', name: 'Zuid' }, ...figures, exhibitors: [], totals: { ...totals, views: -1 } } });
    await expect(getCompanyFigures('c1', figures.period)).rejects.toThrow();
  });

  it('reads the site-wide figures', async () => {
    const site = { ...figures, pages: [{ path: '/', views: 3, sessions: 2 }], devices: [{ device: 'mobile', sessions: 2 }], searchesWithoutResults: [{ query: 'xyz', count: 4 }] };
    get.mockResolvedValue({ data: site });
    expect(await getSiteFigures(figures.period)).toMatchObject({ devices: [{ device: 'mobile', sessions: 2 }] });
    expect(get).toHaveBeenCalledWith('/statistics/site', { cache: 'no-store', params: figures.period });
  });
});
