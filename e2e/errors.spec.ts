import { expect, test } from '@playwright/test';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

test('an unmatched path answers 404 with the path in the message', async ({ page }) => {
  const response = await page.goto('/bestaat-niet/echt');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByText('Page Not Found: /bestaat-niet/echt', { exact: true })).toBeVisible();
});

test('an unknown single-segment slug is a 404 too', async ({ page }) => {
  const response = await page.goto('/geen-pagina');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page Not Found: /geen-pagina', { exact: true })).toBeVisible();
});

test('a server error shows the error screen, and its button goes home', async ({ page }) => {
  const response = await page.goto('/e2e-fout');
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', { name: 'Er is iets fout gegaan' })).toBeVisible();
  await page.getByRole('button', { name: 'Terug naar home' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nieuws en agenda voor de evenementenbranche');
  await expect(page.getByRole('heading', { name: 'Er is iets fout gegaan' })).toHaveCount(0);
});

test('the error screen is English under /en', async ({ page }) => {
  await page.goto('/en/e2e-fout');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test.describe('a crawler', () => {
  test.use({ userAgent: GOOGLEBOT });

  test('gets the error status without the error screen', async ({ page }) => {
    const response = await page.goto('/e2e-fout');
    expect(response?.status()).toBe(500);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Er is iets fout gegaan')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Terug naar home' })).toHaveCount(0);
  });

  test('gets the 404 status for an unmatched path', async ({ request }) => {
    const response = await request.get('/bestaat-niet/echt', { headers: { 'User-Agent': GOOGLEBOT } });
    expect(response.status()).toBe(404);
  });
});
