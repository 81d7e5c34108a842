import { describe, expect, it } from 'vitest';
import { publicApi } from './helpers';

const repeat = (count: number, part: (i: number) => string) => Array.from({ length: count }, (_, i) => part(i)).join('&');

describe('query-string limits on the content API', () => {
  it('answers a query within the limits as usual', async () => {
    const { status } = await publicApi(`/articles?${repeat(20, (i) => `filters[slug][$in][${i}]=geen-${i}`)}&filters[$and][0][$or][0][title][$containsi]=x`);
    expect(status).toBe(200);
  });

  it.each([
    ['1001 parameters', repeat(1001, (i) => `k${i}=1`)],
    ['21 array items', repeat(21, (i) => `filters[slug][$in][${i}]=x`)],
    ['an index past 20', 'filters[slug][$in][999999]=x'],
    ['nesting deeper than 8', 'filters[a][b][c][d][e][f][g][h][i]=x'],
  ])('answers %s with a 400 that says why', async (_name, query) => {
    const { status, body } = await publicApi(`/articles?${query}`);
    expect(status).toBe(400);
    expect(body.error.name).toBe('ValidationError');
    expect(body.error.message).toMatch(/^The query string is too large/);
  });
});
