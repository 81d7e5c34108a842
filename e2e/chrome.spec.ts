import { expect, test } from '@playwright/test';

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
  await page.getByRole('combobox', { name: 'Kleurmodus' }).selectOption('dark');
  await expect(page.locator('html')).toHaveClass(/dark/);

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('combobox', { name: 'Kleurmodus' })).toHaveValue('dark');
  expect(await page.evaluate(() => localStorage.getItem('colour-mode'))).toBe('dark');
});

test.describe('with a dark system preference', () => {
  test.use({ colorScheme: 'dark' });

  test('the system mode follows it', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('combobox', { name: 'Kleurmodus' })).toHaveValue('system');
  });
});

test('the log-in link is there for anonymous visitors', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/inloggen');
});
