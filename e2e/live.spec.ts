import { expect, test } from '@playwright/test';
import { sharedEditor } from './support/editor';

test('a tracked link redirects to its target and records one Marketing event', async ({ request }) => {
  const cms = sharedEditor();
  const target = `https://partner.example/e2e-${Date.now()}`;
  const link = (await cms.api('/outbound-links', { method: 'POST', json: { data: { label: 'E2E banner', url: target } } })).data;
  const events = async () =>
    (await cms.api(`/analytics-events?filters[name][$eq]=Marketing&filters[url][$eq]=${encodeURIComponent(target)}`)).meta.pagination.total;
  try {
    const response = await request.get(`/l/${link.id}`, { maxRedirects: 0 });
    expect([302, 307]).toContain(response.status());
    expect(response.headers().location).toBe(target);
    expect(await events()).toBe(1);
  } finally {
    await cms.api(`/outbound-links/${link.documentId}`, { method: 'DELETE' }).catch(() => undefined);
  }
});

test('an unknown or invalid link id is a 404', async ({ page }) => {
  for (const path of ['/l/999999', '/l/abc', '/l/0', '/en/l/999999']) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
  await expect(page.getByText('Page Not Found: /en/l/999999', { exact: true })).toBeVisible();
});

test('the live wire shows new items without a reload', async ({ page }) => {
  const cms = sharedEditor();
  await page.goto('/livewire');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Livewire');
  const text = `Net binnen: e2e-bericht ${Date.now()}`;
  const item = (await cms.api('/wire-items?locale=nl&status=published', { method: 'POST', json: { data: { text, date: new Date().toISOString() } } })).data;
  try {
    await expect(page.getByText(text)).toBeVisible({ timeout: 40_000 });
    // Newest first: the new item heads the wire (the last list in the main region).
    await expect(page.getByRole('main').getByRole('list').last().getByRole('listitem').first()).toContainText(text);
  } finally {
    await cms.api(`/wire-items/${item.documentId}?locale=nl`, { method: 'DELETE' }).catch(() => undefined);
  }
});

test('the wire endpoint answers new items only, and refuses bad input', async ({ request }) => {
  const all = (await (await request.get('/api/livewire?locale=nl')).json()) as { items: { date: string }[] };
  expect(all.items.length).toBeGreaterThan(1);
  const [newest, second] = [all.items[0]!.date, all.items[1]!.date];
  const after = (await (await request.get(`/api/livewire?locale=nl&after=${encodeURIComponent(second)}`)).json()) as { items: { date: string }[] };
  // Another test may publish an item meanwhile; nothing at or before `after` may come back.
  expect(after.items.map((item) => item.date)).toContain(newest);
  for (const item of after.items) expect(Date.parse(item.date)).toBeGreaterThan(Date.parse(second));
  expect((await request.get('/api/livewire?locale=de')).status()).toBe(400);
  expect((await request.get('/api/livewire?locale=nl&after=gisteren')).status()).toBe(400);
});

test('the live wire in English', async ({ page }) => {
  await page.goto('/en/livewire');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Livewire');
  await expect(page.getByText('Live: new items appear by themselves')).toBeVisible();
});
