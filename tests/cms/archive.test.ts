import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicApi, sharedEditor } from './helpers';

type MonthCount = { year: number; month: number; count: number };

let cms: ReturnType<typeof sharedEditor>;
const created: string[] = [];

beforeAll(async () => {
  cms = sharedEditor();
});

afterAll(async () => {
  for (const documentId of created) await cms.deleteArticle(documentId);
});

const archive = async (query: string) => {
  const { status, body } = await publicApi(`/articles/archive?${query}`);
  expect(status).toBe(200);
  return body.data as MonthCount[];
};
const sum = (months: MonthCount[]) => months.reduce((total, m) => total + m.count, 0);
const countOf = (months: MonthCount[], year: number, month: number) => months.find((m) => m.year === year && m.month === month)?.count ?? 0;

describe('article archive', () => {
  it('counts every published article of the locale once, newest month first', async () => {
    for (const locale of ['nl', 'en']) {
      const months = await archive(`locale=${locale}`);
      const { body } = await publicApi(`/articles?locale=${locale}&pagination[pageSize]=1`);
      expect(sum(months)).toBe(body.meta.pagination.total);
      const keys = months.map((m) => m.year * 100 + m.month);
      expect(keys).toEqual([...keys].sort((a, b) => b - a));
      expect(months.every((m) => m.month >= 1 && m.month <= 12 && m.count > 0)).toBe(true);
    }
  });

  it('narrows to one year', async () => {
    const all = await archive('locale=nl');
    const year = all[0]!.year;
    expect(await archive(`locale=nl&year=${year}`)).toEqual(all.filter((m) => m.year === year));
    expect(await archive('locale=nl&year=1999')).toEqual([]);
  });

  it('leaves drafts out and counts by the Amsterdam month', async () => {
    const [december, january] = [await archive('locale=nl&year=2023'), await archive('locale=nl&year=2024')];
    // 23:30 UTC on 31 December is already 1 January in Amsterdam.
    const published = await cms.createArticle({ title: 'Oudejaarsnacht', slug: `oudejaarsnacht-${Date.now()}`, date: '2023-12-31T23:30:00.000Z' }, { publish: true });
    const draft = await cms.createArticle({ title: 'Concept januari', slug: `concept-januari-${Date.now()}`, date: '2024-01-15T10:00:00.000Z' });
    created.push(published.documentId, draft.documentId);

    const after = await archive('locale=nl&year=2024');
    expect(countOf(after, 2024, 1)).toBe(countOf(january, 2024, 1) + 1);
    expect(sum(after)).toBe(sum(january) + 1);
    expect(countOf(await archive('locale=nl&year=2023'), 2023, 12)).toBe(countOf(december, 2023, 12));
  });

  it('refuses a bad query with 400', async () => {
    for (const query of ['locale=de', 'locale=nl&year=26', 'locale=nl&year=twee', 'locale=nl&year=20250', 'locale=nl&page=2']) {
      const { status, body } = await publicApi(`/articles/archive?${query}`);
      expect(status, query).toBe(400);
      expect(body.error.name).toBe('ValidationError');
    }
  });
});
