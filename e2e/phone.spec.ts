import { expect, test, type Page } from '@playwright/test';
import { createMember, demoCompany, joinCompany } from '../tests/support/members';
import { axeViolations } from './support/axe';
import { cmsUrl, sharedEditor } from './support/editor';
import { pageTemplates } from './support/routes';
import { holdScripts } from './support/scripts';
import { signInTo } from './support/statistics';

// The site on a phone: every page of the file tree at 360 px, the phone header, and axe at phone size.

const PHONE = { width: 360, height: 740 };

/** The first published document of a type in the demo content, as the CMS's public API lists it. */
async function first(type: string, fields = 'slug'): Promise<Record<string, string>> {
  const response = await fetch(`${cmsUrl}/api/${type}?locale=nl&pagination[pageSize]=1&fields[0]=${fields}`);
  const { data } = (await response.json()) as { data: Record<string, string>[] };
  if (!data[0]) throw new Error(`No ${type} in the demo content`);
  return data[0];
}

/** The month of the newest article, for the archive's pages. */
async function newestMonth() {
  const response = await fetch(`${cmsUrl}/api/articles?locale=nl&sort=date:desc&pagination[pageSize]=1&fields[0]=date`);
  const date = new Date(((await response.json()) as { data: { date: string }[] }).data[0]!.date);
  return `${date.getUTCFullYear()}/${date.getUTCMonth() + 1}`;
}

/**
 * An address for each page of the site (the file tree's page routes), with demo content where the
 * route takes a slug or an id. The test below fails when a page is added without one here.
 */
const SAMPLES: Record<string, string | (() => Promise<string>)> = {
  '/': '/',
  '/{s}': '/expovisie',
  '/{s}/{s}': '/bestaat/niet/ook',
  '/abonnementen': '/abonnementen',
  '/abonnementen/{s}': '/abonnementen/expovisie-jaarabonnement',
  '/account-activeren': '/account-activeren',
  '/auteurs/{s}/{s}': async () => {
    const author = await first('authors');
    return `/auteurs/${author.id}/${author.slug}`;
  },
  '/bedrijvengids': '/bedrijvengids',
  '/bedrijvengids/{s}': async () => `/bedrijvengids/${(await demoCompany(sharedEditor().api)).documentId}`,
  '/bedrijvengids/{s}/producten': async () => `/bedrijvengids/${(await demoCompany(sharedEditor().api)).documentId}/producten`,
  '/beurzen': '/beurzen',
  '/brand-events': '/brand-events',
  '/company-events': '/company-events',
  '/conferencematters': '/conferencematters',
  '/congressen': '/congressen',
  '/e2e-fout': '/e2e-fout',
  '/email-valideren': '/email-valideren?token=x',
  '/explore': '/explore',
  '/explore/{s}': async () => `/explore/${(await first('explore-topics')).slug}`,
  '/expovisie': '/expovisie',
  '/festivals': '/festivals',
  '/incentive-travel': '/incentive-travel',
  '/inloggen': '/inloggen',
  '/inschrijvingen': '/inschrijvingen?evenement=kennissessie-duurzame-evenementen',
  '/kalender': '/kalender',
  '/kalender/{s}': '/kalender/vakbeurs-evenementenbranche',
  '/kalender/{s}/exposanten': '/kalender/vakbeurs-evenementenbranche/exposanten',
  '/kalender/{s}/plattegrond': '/kalender/vakbeurs-evenementenbranche/plattegrond',
  '/kalender/{s}/beursbezoek': '/kalender/vakbeurs-evenementenbranche/beursbezoek?s=1.B12_2.A3',
  '/kalender/beursagenda': '/kalender/beursagenda',
  '/kalender/branche-agenda': '/kalender/branche-agenda?weergave=maand',
  '/livewire': '/livewire',
  '/locatie-finder': '/locatie-finder',
  '/locatie-finder/{s}': '/locatie-finder/jaarbeurs',
  '/magazines': '/magazines',
  '/magazines/{s}': async () => `/magazines/${(await first('magazines')).slug}`,
  '/nieuws': '/nieuws',
  '/nieuws/{s}': '/nieuws/jaarbeurs-opent-nieuwe-hal-met-zonnedak',
  '/nieuws/tag/{s}': '/nieuws/tag/beurzen',
  '/nieuwsbrief': '/nieuwsbrief',
  '/nieuwsbrief/afmelden': '/nieuwsbrief/afmelden?token=x',
  '/nieuwsbrief/bevestigen': '/nieuwsbrief/bevestigen?token=x',
  '/over-ons': '/over-ons',
  '/productengids': '/productengids',
  '/productengids/{s}': async () => `/productengids/${(await first('products', 'name')).documentId}`,
  '/registreren': '/registreren',
  '/sitemap': '/sitemap',
  '/sitemap/{s}': async () => `/sitemap/${(await newestMonth()).split('/')[0]}`,
  '/sitemap/{s}/{s}': async () => `/sitemap/${await newestMonth()}`,
  '/sportevenementen': '/sportevenementen',
  '/uitnodiging': '/uitnodiging?token=x',
  '/vacatures': '/vacatures',
  '/vacatures/{s}': async () => `/vacatures/${(await first('vacancies')).slug}`,
  '/wachtwoord-reset': '/wachtwoord-reset?code=x',
  '/wachtwoord-vergeten': '/wachtwoord-vergeten',
  '/zoeken': '/zoeken?q=beurs',
};

/** Pages only a signed-in company member sees: opened signed in, below. */
const MEMBER_PAGES = ['/account', '/industry-dashboard', '/vacatures/plaatsen'];

/** Routes that are no page of their own: internal copies and renders the proxy rewrites to, a redirect. */
const NOT_PAGES = [/^\/lijst-kopie\//, /^\/pagina-niet-gevonden$/, /^\/serverfout$/, /^\/vacatures\/\{s\}\/niet-beschikbaar$/, /^\/l\/\{s\}$/];

/** What on the page is wider than the screen, or a control smaller than a thumb (44 px). */
async function phoneProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) {
      // What sticks out where its parent does not: an element too wide, or text wider than its box (a long word).
      const sticksOut = (box: DOMRect) => box.right > width + 1;
      const shown = (element: Element) => element.checkVisibility() && !element.closest('.sr-only');
      const culprits = new Set<Element>();
      for (const element of document.querySelectorAll('body *')) {
        if (shown(element) && sticksOut(element.getBoundingClientRect()) && !sticksOut(element.parentElement!.getBoundingClientRect())) culprits.add(element);
      }
      const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        range.selectNodeContents(text);
        if (text.parentElement && shown(text.parentElement) && sticksOut(range.getBoundingClientRect())) culprits.add(text.parentElement);
      }
      const named = [...culprits].slice(0, 3).map((element) => element.outerHTML.slice(0, 160));
      problems.push(`${document.documentElement.scrollWidth} px wide: ${named.join(' | ') || '(nothing visible sticks out)'}`);
    }
    const controls = document.querySelectorAll<HTMLElement>('button, select, textarea, input:not([type=hidden]):not([type=checkbox]):not([type=radio]), header a, footer a, nav[aria-label] a');
    for (const control of controls) {
      if (!control.checkVisibility() || control.closest('.sr-only, [data-small-ok]')) continue;
      const { height } = control.getBoundingClientRect();
      if (height < 44) problems.push(`${Math.round(height)} px tall: ${control.outerHTML.slice(0, 120)}`);
    }
    return problems;
  });
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: PHONE });

  test('every page of the site has an address here', () => {
    const pages = pageTemplates().filter((template) => !NOT_PAGES.some((pattern) => pattern.test(template)));
    expect(pages.length).toBeGreaterThan(55);
    expect(pages.filter((template) => !(template in SAMPLES) && !MEMBER_PAGES.includes(template))).toEqual([]);
  });

  for (const [template, sample] of Object.entries(SAMPLES)) {
    test(`${template} fits the screen, in Dutch and English`, async ({ page }) => {
      const path = typeof sample === 'string' ? sample : await sample();
      for (const address of [path, `/en${path === '/' ? '' : path}`]) {
        await page.goto(address);
        expect(await phoneProblems(page), address).toEqual([]);
      }
    });
  }

  test("a list's filters wait behind one line that opens them and says how many are chosen", async ({ page }) => {
    for (const [path, name] of [
      ['/bedrijvengids', 'Bedrijven filteren'],
      ['/productengids', 'Producten filteren'],
      ['/locatie-finder', 'Locaties filteren'],
      ['/kalender/vakbeurs-evenementenbranche/exposanten', 'Exposanten filteren'],
      // The month a month view shows is where the visitor is, not a filter.
      ['/kalender?weergave=maand&maand=2027-01', 'Evenementen filteren'],
    ] as const) {
      await page.goto(path);
      const form = page.getByRole('search', { name });
      await expect(form.getByText(name, { exact: true }), path).toBeVisible();
      await expect(form.getByRole('button', { name: 'Filteren' }), path).toBeHidden();
    }

    await page.goto('/vacatures');
    const form = page.getByRole('search', { name: 'Vacatures filteren' });
    const firstResult = page.getByRole('main').getByRole('listitem').first().getByRole('heading', { level: 2 });
    await expect(form.getByLabel('Provincie')).toBeHidden();
    await expect(firstResult).toBeInViewport();
    await form.getByText('Vacatures filteren').click();
    await form.getByLabel('Provincie').selectOption({ label: 'Utrecht' });
    await form.getByRole('button', { name: 'Filteren' }).click();
    await expect(page).toHaveURL(/\/vacatures\?provincie=utrecht$/);
    // The filtered list comes first too; the line says a filter is chosen, and opens on it.
    await expect(firstResult).toBeInViewport();
    await form.getByText('Vacatures filteren (1 gekozen)').click();
    await expect(form.getByLabel('Provincie')).toHaveValue('utrecht');
    await expect(form.getByLabel('Provincie')).toBeVisible();

    // Search's facets as well.
    await page.goto('/zoeken?q=beurs');
    const facets = page.getByRole('navigation', { name: 'Verfijnen' });
    const firstHit = page.getByRole('main').locator('ol > li').first().getByRole('heading', { level: 2 });
    await expect(facets.getByRole('link', { name: 'Datum' })).toBeHidden();
    await expect(firstHit).toBeInViewport();
    await facets.getByText('Verfijnen').click();
    await facets.getByRole('link', { name: 'Datum' }).click();
    await expect(page).toHaveURL(/\/zoeken\?q=beurs&sortering=datum$/);
    await expect(firstHit).toBeInViewport();
    await facets.getByText('Verfijnen (1 gekozen)').click();
    await expect(facets.getByText('Datum', { exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(facets.getByText('Datum', { exact: true })).toBeVisible();
  });

  test("the directory's A to Z and sectors, and the calendar's themes, are a line each that scrolls sideways, what is chosen first", async ({ page }) => {
    await page.goto('/bedrijvengids?sector=beveiliging&letter=w');
    const letters = page.getByRole('navigation', { name: 'Op beginletter' });
    const sectors = page.getByRole('navigation', { name: 'Per sector' });
    for (const row of [letters, sectors]) expect((await row.boundingBox())!.height).toBeLessThan(2 * 44);
    await expect(letters.getByRole('link', { name: 'w', exact: true })).toBeInViewport({ ratio: 1 });
    await expect(sectors.getByRole('link', { name: 'Beveiliging' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) }).first()).toBeInViewport();
    // Every letter is still one tap away, the last one at the row's far end.
    await letters.getByRole('link', { name: 'z', exact: true }).click();
    await expect(page).toHaveURL(/\/bedrijvengids\?sector=beveiliging&letter=z$/);

    await page.goto('/kalender');
    expect((await page.getByRole('navigation', { name: 'Per thema' }).boundingBox())!.height).toBeLessThan(2 * 44);
    await expect(page.getByRole('main').getByRole('link', { name: 'Vakbeurs Evenementenbranche' }).first()).toBeInViewport({ ratio: 1 });
  });

  test("a company admin's pages fit the screen", async ({ page }) => {
    const cms = sharedEditor();
    const member = await createMember(cms.api, { name: 'Telefoon Truus' });
    await joinCompany(cms.api, member, (await demoCompany(cms.api)).documentId, 'admin');
    await signInTo(page, member, MEMBER_PAGES[0]!);
    for (const path of MEMBER_PAGES) {
      await page.goto(path);
      expect(await phoneProblems(page), path).toEqual([]);
    }
  });
});

test.describe('the phone header', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('holds the logo, a search button and the menu, which holds the rest', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    const menu = banner.getByRole('button', { name: 'Menu' });
    const search = banner.getByRole('button', { name: 'Zoeken' });
    await expect(banner.getByRole('link', { name: /^Standplaats/ })).toBeVisible();
    for (const control of [menu, search]) {
      await expect(control).toBeVisible();
      const box = (await control.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    const language = banner.getByRole('link', { name: 'Taal: English' });
    const login = banner.getByRole('link', { name: 'Inloggen' });
    const mode = banner.getByRole('group', { name: 'Kleurmodus' });
    for (const hidden of [language, login, mode]) await expect(hidden).toBeHidden();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    for (const shown of [language, login, mode]) await expect(shown).toBeVisible();
    await expect(banner.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Nieuws' })).toBeVisible();

    await search.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    const field = banner.getByRole('combobox', { name: 'Zoekwoord' });
    await expect(field).toBeFocused();
    await field.fill('beurzen');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/zoeken\?q=beurzen$/);
  });

  // A cached page, and one rendered for its request, whose scripts run by a nonce.
  for (const path of ['/', '/zoeken?q=beurs']) {
    test(`a tap on the menu before the page's code opens it once the code is there (${path})`, async ({ page }) => {
      const refused: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') refused.push(message.text());
      });
      const release = await holdScripts(page);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
      await menu.click();
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');

      release();
      // Clicked once for the two taps: the last one counts.
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen' })).toBeVisible();
      expect(refused).toEqual([]);
    });
  }

  test('without JavaScript shows the search form and the menu open', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, locale: 'nl-NL' });
    const page = await context.newPage();
    await page.goto('/kalender');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(banner.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Vacatures' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Taal: English' })).toBeVisible();
    await banner.getByRole('combobox', { name: 'Zoekwoord' }).fill('congres');
    await banner.getByRole('search').getByRole('button', { name: 'Zoeken' }).click();
    await expect(page).toHaveURL(/\/zoeken\?q=congres$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  test('axe finds no violations with the menu and the search open', async ({ page }) => {
    await page.goto('/nieuws/beursvloer-groeit-weer-in-2026');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('banner').getByRole('button', { name: 'Zoeken' }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('the desktop header', () => {
  for (const [width, home] of [[1024, '/'], [1024, '/en'], [1280, '/en']] as const) {
    test(`has its navigation on one line at ${width} px on ${home}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(home);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('button', { name: 'Menu' })).toBeHidden();
      const links = banner.getByRole('navigation').getByRole('link');
      const tops = new Set(await links.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top))));
      expect(await links.count()).toBe(5);
      expect([...tops]).toHaveLength(1);
      const header = (await banner.boundingBox())!;
      expect(header.height).toBeLessThan(80);
      await expect(banner.getByRole('group', { name: home === '/' ? 'Kleurmodus' : 'Colour mode' })).toBeVisible();
    });
  }
});
