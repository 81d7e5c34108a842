import { expect, test, type Locator, type Page } from '@playwright/test';
import { sharedEditor } from './support/editor';

// A fair's exhibitors and floor plan, on the seeded Vakbeurs Evenementenbranche (Jaarbeurs, halls
// 1 and 2; De Vries Standbouw at stand 1.B12, Smaakmakers Catering at 2.A3: apps/cms/src/seed/data/fairs.ts).

const FAIR = '/kalender/vakbeurs-evenementenbranche';
const LIST = `${FAIR}/exposanten`;
const PLAN = `${FAIR}/plattegrond`;

/** The companies the list shows, in order. */
const listed = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 }).allTextContents();

/** How far the page's main content reaches past the viewport's right edge, in pixels. */
const overflow = (page: Page) => page.getByRole('main').evaluate((main) => main.scrollWidth - main.clientWidth + Math.max(0, main.getBoundingClientRect().right - window.innerWidth));

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the exhibitor filters narrow the list, combine, stay in the URL and keep each other', async ({ page }) => {
    await page.goto(LIST);
    const all = await listed(page);
    expect(all.length).toBeGreaterThanOrEqual(40);
    await expect(page.getByRole('status')).toHaveText('52 exposanten');

    const form = page.getByRole('search', { name: 'Exposanten filteren' });
    await form.getByRole('combobox', { name: 'Hal' }).selectOption({ label: 'Hal 2' });
    await form.getByRole('combobox', { name: 'Sector', exact: true }).selectOption({ label: 'Catering' });
    await form.getByRole('button', { name: 'Filteren' }).click();
    await expect(page).toHaveURL(/\/exposanten\?hal=2&sector=catering$/);
    const shown = await listed(page);
    expect(shown).toContain('Smaakmakers Catering');
    expect(shown.length).toBeLessThan(all.length);
    for (const card of await page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) }).allInnerTexts()) {
      expect(card).toContain('Catering');
      expect(card).toContain('Hal 2, stand');
    }
    // The form shows the choice again; the letters keep the filters.
    await expect(form.getByRole('combobox', { name: 'Hal' })).toHaveValue('2');
    await page.getByRole('navigation', { name: 'Op beginletter' }).getByRole('link', { name: 's', exact: true }).click();
    await expect(page).toHaveURL(/\/exposanten\?hal=2&sector=catering&letter=s$/);
    expect(await listed(page)).toEqual(['Smaakmakers Catering']);

    await page.goto(`${LIST}?q=standbouw`);
    expect(await listed(page)).toContain('De Vries Standbouw');
    await page.goto(`${LIST}?categorie=standbouw`);
    for (const name of await listed(page)) expect(all).toContain(name);
  });

  test('the plan is drawn without script: each occupied stand a link to itself, highlighted when chosen', async ({ page }) => {
    await page.goto(PLAN);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plattegrond van Vakbeurs Evenementenbranche');
    const plan = page.getByRole('group', { name: 'Plattegrond van Hal 1, Vakbeurs Evenementenbranche' });
    const stand = plan.getByRole('link', { name: 'Stand 1.B12, De Vries Standbouw' });
    await expect(stand).toHaveAttribute('href', `${PLAN}?stand=1.B12`);
    // Every exhibitor of the hall is in the list beside it, and on the plan.
    const inList = page.getByRole('region', { name: 'Exposanten in Hal 1' }).getByRole('listitem');
    await expect(plan.getByRole('link')).toHaveCount(await inList.count());

    await stand.click();
    await expect(page).toHaveURL(`${PLAN}?stand=1.B12`);
    await expect(page.getByRole('group', { name: /Plattegrond van Hal 1/ }).getByRole('link', { name: 'Stand 1.B12, De Vries Standbouw' })).toHaveAttribute('aria-current', 'location');
    await expect(page.getByRole('link', { name: 'Bedrijfsprofiel van De Vries Standbouw' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Exposanten in Hal 1' }).getByRole('link', { name: 'Stand 1.B12, De Vries Standbouw' })).toHaveAttribute('aria-current', 'location');

    // The other hall, by its link.
    await page.getByRole('navigation', { name: 'Hallen' }).getByRole('link', { name: /^Hal 2/ }).click();
    await expect(page).toHaveURL(`${PLAN}?hal=2`);
    await expect(page.getByRole('group', { name: /Plattegrond van Hal 2/ }).getByRole('link', { name: 'Stand 2.A3, Smaakmakers Catering' })).toBeVisible();
  });
});

test('the exhibitor list, the company page and the event page lead to the stand on the plan', async ({ page }) => {
  await page.goto(FAIR);
  const section = page.getByRole('region', { name: 'Exposanten' });
  await expect(section).toContainText('52 bedrijven staan op deze beurs.');
  await section.getByRole('link', { name: 'Alle exposanten' }).click();
  await expect(page).toHaveURL(LIST);
  await page.getByRole('link', { name: 'Stand 1.B12 van De Vries Standbouw op de plattegrond' }).click();
  await expect(page).toHaveURL(`${PLAN}?stand=1.B12`);

  await page.getByRole('link', { name: 'Bedrijfsprofiel van De Vries Standbouw' }).click();
  const fairs = page.getByRole('region', { name: 'Op deze beurzen' });
  await expect(fairs.getByRole('link', { name: 'Vakbeurs Evenementenbranche' })).toBeVisible();
  await fairs.getByRole('link', { name: 'Stand 1.B12 van De Vries Standbouw op de plattegrond' }).click();
  await expect(page).toHaveURL(`${PLAN}?stand=1.B12`);
});

test("the hall's list beside the plan links each stand and company in the page's language, with a favourite button", async ({ page }) => {
  await page.goto('/en/kalender/events-industry-trade-fair/plattegrond?hal=2');
  const item = page.getByRole('region', { name: /^Exhibitors in / }).getByRole('listitem').filter({ hasText: 'Smaakmakers Catering' });
  await expect(item.getByRole('link', { name: 'Stand 2.A3, Smaakmakers Catering' })).toHaveAttribute('href', '/en/kalender/events-industry-trade-fair/plattegrond?stand=2.A3');
  await expect(item.getByRole('link', { name: 'Smaakmakers Catering', exact: true })).toHaveAttribute('href', /^\/en\/bedrijvengids\/\w+$/);
  await expect(item.getByRole('button', { name: 'Favourite: Smaakmakers Catering' })).toHaveAttribute('data-favourite', '2.A3');
});

test('a stand is reached and followed with the keyboard', async ({ page }) => {
  await page.goto(PLAN);
  const plan = page.getByRole('group', { name: /Plattegrond van Hal 1/ });
  const first = plan.getByRole('link').first();
  // Tab from the hall's heading until the plan's first stand has the focus.
  await page.getByRole('heading', { name: 'Hal 1', level: 2, exact: true }).click();
  for (let i = 0; i < 10 && !(await first.evaluate((link) => link === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  // Its name is its <title>, as the browser gives it.
  const name = await first.locator('title').textContent();
  await expect(first).toHaveAccessibleName(name!);
  await page.keyboard.press('Tab');
  await expect(plan.getByRole('link').nth(1)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?stand=1\.[A-Z]\d+$/);
  await expect(page.getByRole('group', { name: /Plattegrond van Hal 1/ }).getByRole('link', { name: name! })).toHaveAttribute('aria-current', 'location');
});

test('the site search finds a stand by its number, and a company’s stands at coming fairs by its name', async ({ page }) => {
  const stand = (name: string) => page.getByRole('main').getByRole('link', { name, exact: true });
  for (const q of ['1.B12', 'stand B12']) {
    await page.goto(`/zoeken?q=${encodeURIComponent(q)}`);
    await expect(stand('De Vries Standbouw, stand 1.B12'), q).toHaveAttribute('href', `${PLAN}?stand=1.B12`);
  }
  await page.goto('/zoeken?q=De+Vries+Standbouw');
  await expect(page.getByRole('main').getByRole('link', { name: 'De Vries Standbouw', exact: true })).toBeVisible();
  await expect(stand('De Vries Standbouw, stand 1.B12')).toBeVisible();
  await expect(stand('De Vries Standbouw, stand 1.C4')).toHaveAttribute('href', '/kalender/bouwvakdagen/plattegrond?stand=1.C4');
  await stand('De Vries Standbouw, stand 1.B12').click();
  await expect(page).toHaveURL(`${PLAN}?stand=1.B12`);
});

test('the search box suggests a stand by its number and a company’s stands by its name', async ({ request }) => {
  const suggested = async (q: string, locale = 'nl') => {
    const response = await request.get(`/api/search/suggest?${new URLSearchParams({ q, locale })}`);
    expect(response.status(), q).toBe(200);
    return ((await response.json()) as { items: { href: string; type: string }[] }).items.filter((item) => item.type === 'exhibitor').map((item) => item.href);
  };
  for (const q of ['1.B12', 'stand B12']) expect(await suggested(q), q).toContain(`${PLAN}?stand=1.B12`);
  expect(await suggested('De Vries Standbouw')).toEqual(expect.arrayContaining([`${PLAN}?stand=1.B12`, '/kalender/bouwvakdagen/plattegrond?stand=1.C4']));
  expect(await suggested('stand B12', 'en')).toContain(`/en${PLAN}?stand=1.B12`);
});

test('a product shown at a fair says where it is on show', async ({ page }) => {
  const { data } = await sharedEditor().api('/exhibitors?filters[event][slug][$eq]=vakbeurs-evenementenbranche&filters[stand][$eq]=B12&populate=products');
  const product = data[0].products[0].documentId as string;
  await page.goto(`/productengids/${product}`);
  const shown = page.getByRole('region', { name: 'Te zien op' });
  await expect(shown.getByRole('link', { name: 'Vakbeurs Evenementenbranche' })).toBeVisible();
  await expect(shown).toContainText('Hal 1, stand B12');
});

test('an event without exhibitors shows nothing new, and has no exhibitor pages', async ({ page, request }) => {
  await page.goto('/kalender/vakbeurs-evenementenbranche-voorjaar');
  await expect(page.getByRole('region', { name: 'Exposanten' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Alle exposanten' })).toHaveCount(0);
  for (const path of ['exposanten', 'plattegrond']) expect((await request.get(`/kalender/vakbeurs-evenementenbranche-voorjaar/${path}`)).status()).toBe(404);
  expect((await request.get(`${PLAN}?stand=1.Z99`)).status()).toBe(404);
  expect((await request.get(`${PLAN}?hal=9`)).status()).toBe(404);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the list and the plan fit the phone; the plan scrolls within its frame', async ({ page }) => {
    for (const path of [LIST, `${PLAN}?stand=1.B12`]) {
      await page.goto(path);
      expect(await overflow(page), path).toBeLessThanOrEqual(0);
    }
    const frame = page.getByRole('group', { name: /Plattegrond van Hal 1/ }).locator('xpath=..');
    expect(await frame.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  });

  test('the link to the fair visit is a whole touch target, level with the link beside it', async ({ page }) => {
    // Where a link's words sit: the middle of their line, whatever the height of the link's box.
    const wordsMiddle = (link: Locator) =>
      link.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const { top, height } = range.getBoundingClientRect();
        return top + height / 2;
      });
    for (const [path, beside] of [[LIST, 'Naar de plattegrond'], [PLAN, 'Alle exposanten']] as const) {
      await page.goto(path);
      const visit = page.getByRole('main').getByRole('link', { name: 'Mijn beursbezoek' });
      const other = page.getByRole('main').getByRole('link', { name: beside, exact: true });
      expect((await visit.boundingBox())!.height, path).toBeGreaterThanOrEqual(44);
      // Side by side, their words are level (on the list at 360 px the link to the visit wraps to a line of its own).
      const [a, b] = [await wordsMiddle(visit), await wordsMiddle(other)];
      if (Math.abs(a - b) < 44) expect(Math.abs(a - b), path).toBeLessThan(2);
    }
  });
});

test.describe('at 1024 px', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the plan and the hall’s list beside it fit the screen: the list’s longest names do not push it out', async ({ page }) => {
    await page.goto(`${PLAN}?stand=1.B12`);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});
