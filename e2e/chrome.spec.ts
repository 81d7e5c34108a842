import { expect, test } from '@playwright/test';
import { demoCompany } from '../tests/support/members';
import { sharedEditor } from './support/editor';
import { holdScripts } from './support/scripts';
import { freshCompany, memberOf, signInTo } from './support/statistics';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the menu closes after navigating', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Kalender' }).click();
    await expect(page).toHaveURL(/\/kalender$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kalender');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Kalender' })).toBeHidden();
  });
});

test('the colour mode survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  const modes = page.getByRole('group', { name: 'Kleurmodus' });
  await modes.getByRole('radio', { name: 'Donker' }).check();
  await expect(page.locator('html')).toHaveClass(/dark/);

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(modes.getByRole('radio', { name: 'Donker' })).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('colour-mode'))).toBe('dark');
});

test("a colour mode chosen before the page's code is applied once the code is there", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const dark = page.getByRole('group', { name: 'Kleurmodus' }).getByRole('radio', { name: 'Donker' });
  await dark.click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);

  release();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(dark).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('colour-mode'))).toBe('dark');
});

test.describe('with a dark system preference', () => {
  test.use({ colorScheme: 'dark' });

  test('the system mode follows it', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('group', { name: 'Kleurmodus' }).getByRole('radio', { name: 'Systeem' })).toBeChecked();
  });
});

test('the log-in link is there for anonymous visitors', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/inloggen');
});

test('a company member finds the industry dashboard in the user menu and on the company page', async ({ page }) => {
  const company = await freshCompany();
  try {
    const member = await memberOf(company.documentId);
    await signInTo(page, member, '/account');
    await expect(page.getByRole('region', { name: 'Bedrijf' }).getByRole('link', { name: 'Naar het industry dashboard' })).toHaveAttribute('href', '/industry-dashboard');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: member.name }).click();
    await banner.getByRole('link', { name: 'Industry dashboard' }).click();
    await expect(page).toHaveURL(/\/industry-dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(company.name);

    await page.goto(`/bedrijvengids/${company.documentId}`);
    await page.getByRole('link', { name: 'Cijfers van dit bedrijf in het industry dashboard' }).click();
    await expect(page).toHaveURL(new RegExp(`/industry-dashboard\\?bedrijf=${company.documentId}$`));
    // Another company's page has no such link for them (once the page knows who they are).
    await page.goto(`/bedrijvengids/${(await demoCompany(sharedEditor().api)).documentId}`);
    await expect(banner.getByRole('button', { name: member.name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cijfers van dit bedrijf in het industry dashboard' })).toHaveCount(0);
  } finally {
    await company.remove();
  }
});
