import { expect, test } from '@playwright/test';

// The demo content has the event 'Congres Live Communicatie' and several trade fairs ('beurzen').
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header box searches, and the results mark the matched words', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await banner.getByRole('combobox', { name: 'Zoekwoord' }).fill('congressen communicatie');
    await banner.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page).toHaveURL(/\/zoeken\?q=congressen\+communicatie$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zoekresultaten voor ‘congressen communicatie’');
    await expect(page.getByRole('link', { name: 'Congres Live Communicatie' })).toBeVisible();
    // "congressen" meets "Congres" in a title: the match is marked in the result.
    await expect(page.getByRole('main').locator('mark').filter({ hasText: /^congres/i }).first()).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('facets narrow the results and stay in the URL', async ({ page }) => {
    await page.goto('/zoeken?q=beurs');
    const facets = page.getByRole('navigation', { name: 'Verfijnen' });
    await facets.getByRole('link', { name: /^Evenement \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\/zoeken\?q=beurs&soort=evenement$/);
    const kinds = await page.getByRole('main').locator('ol > li article > p:first-child').allTextContents();
    expect(kinds.length).toBeGreaterThan(0);
    for (const kind of kinds) expect(kind).toMatch(/^Evenement/);
    await facets.getByRole('link', { name: /^Komend \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\/zoeken\?q=beurs&soort=evenement&wanneer=komend$/);
    await facets.getByRole('link', { name: 'Datum' }).click();
    await expect(page).toHaveURL(/\/zoeken\?q=beurs&soort=evenement&wanneer=komend&sortering=datum$/);
  });

  test('a typo gets "Bedoelde je …?" from the index, and no results suggest where to look', async ({ page }) => {
    await page.goto('/zoeken?q=congers');
    await expect(page.getByText('Geen resultaten', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'de kalender' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'de bedrijvengids' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'het nieuwsarchief' })).toBeVisible();
    await page.getByRole('link', { name: 'congres', exact: true }).click();
    await expect(page).toHaveURL(/\/zoeken\?q=congres$/);
    await expect(page.getByRole('link', { name: 'Congres Live Communicatie' })).toBeVisible();
  });

  test('hostile text is a query like any other', async ({ page }) => {
    const response = await page.goto(`/zoeken?q=${encodeURIComponent('NEAR("beurs" * -x:y) OR 1=1; DROP TABLE x 😀')}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('NEAR(');
  });
});

test('the header combobox suggests while typing and works with the keyboard', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Zoekwoord' });
  await box.pressSequentially('congr', { delay: 50 });
  const list = page.getByRole('listbox', { name: 'Suggesties' });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('banner').locator('[aria-live="polite"]')).toContainText(/suggesties?;/);
  const first = list.getByRole('option').first();
  await expect(first).toContainText('Congres');

  await box.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await box.press('Escape');
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  await box.press('ArrowDown');
  await expect(list).toBeVisible();
  const title = (await first.locator('span').nth(1).textContent()) ?? '';
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('Enter without a chosen suggestion opens the results page', async ({ page }) => {
  await page.goto('/en');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search term' });
  await box.fill('beurzen');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/en\/zoeken\?q=beurzen$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for ‘beurzen’');
});
