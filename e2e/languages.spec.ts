import { expect, test } from '@playwright/test';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

test('the home page is Dutch at / and English at /en', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nieuws en agenda voor de evenementenbranche');
  await expect(page.getByRole('link', { name: 'Beursvloer groeit weer in 2026' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Komende evenementen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vakbeurs Evenementenbranche' })).toBeVisible();

  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News and calendar for the events industry');
  await expect(page.getByRole('link', { name: 'Trade-fair floor space grows again in 2026' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Events Industry Trade Fair' })).toBeVisible();
});

test('every page carries a canonical URL and hreflang alternates', async ({ page }) => {
  await page.goto('/en');
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/en$/);
  await expect(page.locator('link[rel=alternate][hreflang=nl]')).toHaveAttribute('href', /:\d+\/?$/);
  await expect(page.locator('link[rel=alternate][hreflang=en]')).toHaveAttribute('href', /\/en$/);
  await expect(page.locator('link[rel=alternate][hreflang=x-default]')).toHaveCount(1);
});

test.describe('a first visit with an English browser', () => {
  test.use({ locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9' } });

  test('lands on English and stores the choice for a year', async ({ page, context }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
    expect(cookie?.value).toBe('en');
    expect(cookie?.sameSite).toBe('Lax');
    const lifetime = cookie!.expires - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(YEAR_SECONDS - 60);
    expect(lifetime).toBeLessThan(YEAR_SECONDS + 60);
  });
});

test.describe('a later visit', () => {
  test('keeps the stored English choice whatever the browser says', async ({ page, context }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: test.info().project.use.baseURL! }]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
  });

  test.describe('with an English browser', () => {
    test.use({ extraHTTPHeaders: { 'Accept-Language': 'en' } });

    test('keeps the stored Dutch choice', async ({ page, context }) => {
      await context.addCookies([{ name: 'NEXT_LOCALE', value: 'nl', url: test.info().project.use.baseURL! }]);
      await page.goto('/');
      await expect(page).toHaveURL(/:\d+\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    });
  });
});

test('the language switch goes to the same page in the other language and keeps the choice', async ({ page, context }) => {
  await page.goto('/kalender');
  await page.getByRole('link', { name: 'Taal: English' }).click();
  await expect(page).toHaveURL(/\/en\/kalender$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calendar');
  expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en');
});
