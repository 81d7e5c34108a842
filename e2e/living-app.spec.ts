import { expect, test } from '@playwright/test';

const repeat = (count: number, part: (i: number) => string) => Array.from({ length: count }, (_, i) => part(i)).join('&');

test.describe('query-string limits', () => {
  test('a page and an API route take a query within the limits', async ({ request }) => {
    expect((await request.get(`/kalender?${repeat(20, () => 'type=beurs')}`)).status()).toBe(200);
    expect((await request.get(`/api/search/suggest?q=beurs&${repeat(900, (i) => `k${i}=1`)}`)).status()).toBe(200);
  });

  for (const [name, query] of [
    ['1001 parameters', repeat(1001, (i) => `k${i}=1`)],
    ['21 values of one filter', repeat(21, () => 'type=beurs')],
    ['nesting deeper than 5', 'a[b][c][d][e][f][g]=1'],
  ]) {
    test(`${name} get a 400 that says why, on a page and on an API route`, async ({ request }) => {
      for (const path of ['/kalender', '/en', '/api/search/suggest']) {
        const response = await request.get(`${path}?${query}`);
        expect(response.status(), path).toBe(400);
        expect(await response.text()).toMatch(/^400 Bad Request: the query string is too large\. /);
      }
    });
  }
});
