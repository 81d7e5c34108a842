import { expect, test } from '@playwright/test';

test('a seeded redirect to an internal path lands on that page', async ({ page }) => {
  await page.goto('/oude-kalender');
  await expect(page).toHaveURL(/:\d+\/kalender$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kalender');
});

test('an internal redirect keeps the English prefix', async ({ page }) => {
  await page.goto('/en/oude-kalender');
  await expect(page).toHaveURL(/\/en\/kalender$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calendar');
});

test('a seeded redirect to an external URL answers a redirect to that URL', async ({ request }) => {
  const permanent = await request.get('/expovisie-website', { maxRedirects: 0 });
  expect(permanent.status()).toBe(301);
  expect(permanent.headers().location).toBe('https://www.expovisie.nl/');

  const temporary = await request.get('/partner-portal', { maxRedirects: 0 });
  expect(temporary.status()).toBe(302);
  expect(temporary.headers().location).toBe('https://partners.example.com/login');
});

test('a path without a redirect stays a 404', async ({ request }) => {
  expect((await request.get('/oude-kalender-niet', { maxRedirects: 0 })).status()).toBe(404);
});
