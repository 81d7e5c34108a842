import { expect, test } from '@playwright/test';

test('a CMS page renders its blocks, in Dutch and English', async ({ page }) => {
  await page.goto('/over-ons');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Over ons');
  await expect(page.getByRole('heading', { level: 2, name: 'Onze partners' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bekijk abonnementen' })).toHaveAttribute('href', '/abonnementen');
  await page.goto('/en/over-ons');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  await expect(page.locator('link[rel="alternate"][hreflang="nl"]')).toHaveAttribute('href', /\/over-ons$/);
});

test('a theme page takes its title and intro from the CMS page of its slug', async ({ page }) => {
  await page.goto('/festivals');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Festivals');
  // Once: the body under the intro goes on from it.
  await expect(page.getByText('Muziek-, theater- en stadsfestivals, en de organisaties erachter.')).toHaveCount(1);
  await expect(page.getByText('Hieronder vind je de eerstvolgende festivals en het laatste nieuws erover.')).toBeVisible();
  await page.goto('/en/sportevenementen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sports events');
  expect((await page.goto('/Geen_Slug!'))?.status()).toBe(404);
});

test('explore lists the topic hubs and a hub mixes news, events and companies', async ({ page }) => {
  await page.goto('/explore');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ontdek');
  await page.getByRole('link', { name: 'Duurzaam organiseren' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Duurzaam organiseren');
  await expect(page.getByRole('heading', { level: 2, name: 'Nieuws' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Evenementen' })).toBeVisible();
  await page.goto('/en/explore');
  await expect(page.getByRole('link', { name: 'Sustainable events' })).toBeVisible();
  expect((await page.goto('/explore/bestaat-niet'))?.status()).toBe(404);
});

test('magazines list the issues and an issue has its page', async ({ page }) => {
  await page.goto('/magazines');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Magazines');
  await page.getByRole('link', { name: /^Expovisie 88:/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Expovisie 88:/);
  await expect(page.getByRole('heading', { level: 2, name: 'In dit nummer' })).toBeVisible();
  await page.goto('/en/magazines');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Magazines');
  await expect(page.getByRole('link', { name: /^Expovisie 88:/ })).toBeVisible();
  expect((await page.goto('/magazines/bestaat-niet'))?.status()).toBe(404);
});

for (const [path, name] of [['/expovisie', 'Expovisie'], ['/en/conferencematters', 'Conferencematters']] as const) {
  test(`${path} is a brand landing page without the site's header`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(name) })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`^${name} \\d+:`) }).first()).toBeVisible();
  });
}

test('the archive counts articles per month and lists a month', async ({ page }) => {
  await page.goto('/sitemap');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nieuwsarchief');
  const month = page.getByRole('main').getByRole('link', { name: /^[a-z]+ \d{4}$/ }).first();
  await month.click();
  await expect(page).toHaveURL(/\/sitemap\/\d{4}\/\d{1,2}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Nieuws uit [a-z]+ \d{4}$/);
  const count = Number((await page.getByText(/^\d+ artikel(en)?$/).textContent())!.split(' ')[0]);
  await expect(page.getByRole('main').getByRole('list').last().getByRole('listitem')).toHaveCount(Math.min(count, 50));

  const year = /\/sitemap\/(\d{4})\//.exec(page.url())![1];
  await page.goto(`/sitemap/${year}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Nieuwsarchief ${year}`);
  await page.goto('/en/sitemap');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News archive');
});

test('archive routes check their parameters', async ({ page }) => {
  for (const path of ['/sitemap/2025/13', '/sitemap/2025/0', '/sitemap/twee/1', '/sitemap/1850', '/en/sitemap/2025/13']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  await expect(page.getByText('Page Not Found: /en/sitemap/2025/13', { exact: true })).toBeVisible();
});
