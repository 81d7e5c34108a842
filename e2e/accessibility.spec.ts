import { expect, test, type Page } from '@playwright/test';
import { createMember, demoCompany, joinCompany } from '../tests/support/members';
import { axeViolations } from './support/axe';
import { sharedEditor } from './support/editor';
import { freshCompany, memberOf, recordSession, signInTo } from './support/statistics';

// axe walks the whole page; on a loaded 2-core machine that can take longer than the default 30 s.
test.describe.configure({ timeout: 60_000 });

const PAGES = [
  '/', '/en', '/kalender', '/bestaat-niet',
  '/nieuws/beursvloer-groeit-weer-in-2026', '/nieuws/jaarbeurs-opent-nieuwe-hal-met-zonnedak', '/en/nieuws/trade-fair-floor-space-grows-again-in-2026',
  '/nieuws/tag/beurzen', '/sitemap', '/magazines', '/over-ons', '/explore', '/expovisie', '/livewire',
  '/nieuwsbrief', '/abonnementen', '/abonnementen/expovisie-jaarabonnement', '/en/abonnementen', '/en/nieuwsbrief',
  '/locatie-finder', '/en/locatie-finder', '/locatie-finder?provincie=utrecht&voorziening=parkeren', '/locatie-finder/jaarbeurs', '/en/locatie-finder/der-aa-kerk',
  '/kalender?weergave=maand', '/kalender/vakbeurs-evenementenbranche', '/kalender/wielerronde-van-drenthe', '/en/kalender/events-industry-trade-fair',
  '/kalender/beursagenda', '/beurzen', '/en/festivals', '/inschrijvingen', '/inschrijvingen?evenement=kennissessie-duurzame-evenementen',
  '/inloggen', '/en/inloggen', '/registreren', '/wachtwoord-vergeten', '/wachtwoord-reset?code=x', '/email-valideren', '/uitnodiging?token=x',
  '/bedrijvengids', '/en/bedrijvengids', '/bedrijvengids?sector=catering', '/productengids', '/en/productengids', '/productengids?categorie=standbouw',
  '/zoeken?q=beurs', '/zoeken?q=congers', '/en/zoeken?q=fair',
  '/kalender/vakbeurs-evenementenbranche/exposanten', '/kalender/vakbeurs-evenementenbranche/exposanten?hal=1&sector=catering',
  '/kalender/vakbeurs-evenementenbranche/plattegrond?stand=1.B12', '/en/kalender/events-industry-trade-fair/plattegrond?hal=2',
];

for (const path of PAGES) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of ['/', '/nieuws', '/kalender?weergave=maand', '/nieuws/jaarbeurs-opent-nieuwe-hal-met-zonnedak', '/locatie-finder', '/vacatures', '/en/bedrijvengids', '/inloggen']) {
    test(`axe finds no violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

// What the W3C's Nu checker found in the markup: ARIA that an element may not carry, a fieldset
// that names nothing. Checked here in the DOM as it stands after load.
for (const path of ['/inloggen', '/registreren', '/nieuwsbrief']) {
  test(`the markup of ${path} is what the HTML checker accepts`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('button').last()).toBeVisible();
    const findings = await page.evaluate(() => [
      ...[...document.querySelectorAll('input[type=search][role], input[type=search][aria-expanded]')].map((input) => `an input type=search with ARIA: ${input.outerHTML.slice(0, 80)}`),
      ...[...document.querySelectorAll('[aria-labelledby]:not([role])')].filter((element) => element.tagName.includes('-')).map((element) => `a labelled ${element.tagName.toLowerCase()} without a role`),
      ...[...document.querySelectorAll('fieldset')].filter((fieldset) => !fieldset.querySelector(':scope > legend') && !fieldset.getAttribute('aria-label') && !fieldset.getAttribute('aria-labelledby')).map((fieldset) => `a fieldset without a legend: ${fieldset.outerHTML.slice(0, 80)}`),
    ]);
    expect(findings).toEqual([]);
  });
}

test('axe finds no violations in dark mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/kalender/vakbeurs-evenementenbranche/plattegrond?stand=1.B12');
  expect(await axeViolations(page)).toEqual([]);
});

test('a chosen letter, agenda, view or hall stands out from the page (3:1), in light and dark mode', async ({ page }) => {
  // axe checks the text's contrast, not whether a chosen link can be told from the others.
  const contrast = (chosen: string) =>
    page.locator(chosen).evaluate((element) => {
      const luminance = (color: string) => {
        const [r, g, b] = color.match(/[\d.]+/g)!.slice(0, 3).map((part) => {
          const channel = Number(part) / 255;
          return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const [light, dark] = [getComputedStyle(element).backgroundColor, getComputedStyle(document.documentElement).backgroundColor].map(luminance).sort((a, b) => b - a);
      return (light! + 0.05) / (dark! + 0.05);
    });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/bedrijvengids?letter=w');
    expect(await contrast('nav[aria-label="Op beginletter"] [aria-current=page]'), colorScheme).toBeGreaterThanOrEqual(3);
    await page.goto('/kalender/beursagenda');
    expect(await contrast('nav[aria-label="Per thema"] [aria-current=page]'), colorScheme).toBeGreaterThanOrEqual(3);
    expect(await contrast('main a[aria-current=page]:text-is("Lijst")'), colorScheme).toBeGreaterThanOrEqual(3);
    await page.goto('/kalender/vakbeurs-evenementenbranche/plattegrond');
    expect(await contrast('nav[aria-label="Hallen"] [aria-current=page]'), colorScheme).toBeGreaterThanOrEqual(3);
  }
});

test('axe finds no violations on a floor plan at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/kalender/vakbeurs-evenementenbranche/plattegrond');
  expect(await axeViolations(page)).toEqual([]);
});

const noViolations = async (page: Page) => expect(await axeViolations(page)).toEqual([]);

test('axe finds no violations on an author page', async ({ page }) => {
  await page.goto('/nieuws/beursvloer-groeit-weer-in-2026');
  await page.locator('a[rel="author"]').click();
  await expect(page).toHaveURL(/\/auteurs\//);
  await noViolations(page);
});

test('axe finds no violations on an archive month', async ({ page }) => {
  await page.goto('/sitemap');
  await page.getByRole('main').getByRole('link', { name: /^[a-z]+ \d{4}$/ }).first().click();
  await expect(page).toHaveURL(/\/sitemap\/\d{4}\/\d+$/);
  await noViolations(page);
});

test('axe finds no violations on a magazine issue', async ({ page }) => {
  await page.goto('/magazines');
  await page.getByRole('link', { name: /^Expovisie 88:/ }).click();
  await expect(page).toHaveURL(/\/magazines\/[a-z0-9-]+$/);
  await noViolations(page);
});

test('axe finds no violations in the open lightbox', async ({ page }) => {
  await page.goto('/nieuws/jaarbeurs-opent-nieuwe-hal-met-zonnedak');
  await page.getByRole('button', { name: /^Open afbeelding 1 van/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await noViolations(page);
});

test('axe finds no violations on a form showing its errors', async ({ page }) => {
  await page.goto('/abonnementen/expovisie-jaarabonnement');
  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByText('Sorry, niet alle velden zijn correct ingevuld.')).toBeVisible();
  await noViolations(page);
});

test('axe finds no violations on the account page of a company admin', async ({ page }) => {
  const cms = sharedEditor();
  const member = await createMember(cms.api, { name: 'Toegankelijke Toos' });
  await joinCompany(cms.api, member, (await demoCompany(cms.api)).documentId, 'admin');
  await page.goto('/inloggen');
  await page.getByLabel('E-mailadres').fill(member.email);
  await page.getByLabel('Wachtwoord').fill(member.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn account');
  await noViolations(page);
  // With the member's menu open in the header.
  await page.getByRole('button', { name: 'Toegankelijke Toos' }).click();
  await noViolations(page);
});

for (const prefix of ['', '/en']) {
  test(`axe finds no violations on a company, its products and a product page${prefix ? ' in English' : ''}`, async ({ page }) => {
    await page.goto(`${prefix}/bedrijvengids?q=De+Vries`);
    await page.getByRole('main').getByRole('link', { name: 'De Vries Standbouw' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('De Vries Standbouw');
    await noViolations(page);
    await page.goto(`${page.url()}/producten`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('De Vries Standbouw');
    await noViolations(page);
    await page.getByRole('main').getByRole('link', { name: /beursstand|exhibition stand/i }).first().click();
    await expect(page).toHaveURL(/\/productengids\/[a-z0-9]+$/);
    await noViolations(page);
  });
}
// The job board, a vacancy, a closed vacancy (answered 410) and the posting form.
for (const path of ['/vacatures', '/vacatures?functie=techniek&uren=voltijd', '/vacatures/technicus-licht-en-geluid-lumen-eventtechniek', '/vacatures/zomerkracht-festivalcatering-het-buffet', '/en/vacatures']) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await noViolations(page);
  });
}

test('axe finds no violations on the vacancy form, empty and with its errors', async ({ page }) => {
  const cms = sharedEditor();
  const member = await createMember(cms.api, { name: 'Plaatsende Piet' });
  await joinCompany(cms.api, member, (await demoCompany(cms.api)).documentId, 'member');
  await page.goto('/inloggen?redirect=%2Fvacatures%2Fplaatsen');
  await page.getByLabel('E-mailadres').fill(member.email);
  await page.getByLabel('Wachtwoord').fill(member.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vacature plaatsen');
  await noViolations(page);
  await page.getByRole('button', { name: 'Vacature insturen' }).click();
  await expect(page.getByText('Sorry, niet alle velden zijn correct ingevuld.')).toBeVisible();
  await noViolations(page);
});

test('axe finds no violations with the search suggestions open', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Zoeken' }).click();
  await page.getByRole('banner').getByRole('combobox', { name: 'Zoekwoord' }).pressSequentially('beur', { delay: 50 });
  await expect(page.getByRole('listbox', { name: 'Suggesties' })).toBeVisible();
  await noViolations(page);
});

test('axe finds no violations on the industry dashboard, charts and their tables included, light and dark', async ({ page }) => {
  const company = await freshCompany();
  try {
    const item = { type: 'company' as const, id: company.documentId };
    await recordSession(`axe-${Date.now().toString(36)}`, [{ name: 'Pageview', path: `/bedrijvengids/${company.documentId}`, item, referrer: 'https://example.org/' }]);
    await signInTo(page, await memberOf(company.documentId), '/industry-dashboard?periode=7');
    await expect(page.getByRole('img', { name: 'Weergaven en sessies per dag' })).toBeVisible();
    for (const summary of await page.getByText('Toon als tabel').all()) await summary.click();
    await noViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await noViolations(page);
    // A wrong range and its message.
    await page.goto('/industry-dashboard?periode=anders&van=2026-03-02&tot=2026-03-01');
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    await noViolations(page);
  } finally {
    await company.remove();
  }
});
