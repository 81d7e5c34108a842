import { expect, test } from '@playwright/test';
import { createMember, demoCompany, joinCompany, logIn } from '../tests/support/members';
import { cmsUrl, sharedEditor } from './support/editor';
import { freshCompany, memberOf, recordSession, signInTo, tableRows } from './support/statistics';

// The industry dashboard: a member sees their own company's figures after visits,
// another company's are refused, and the CSV export is the table shown.

const run = Date.now().toString(36);

test.describe('a company with visits', () => {
  let company: Awaited<ReturnType<typeof freshCompany>>;

  test.beforeAll(async () => {
    company = await freshCompany();
    const item = { type: 'company' as const, id: company.documentId };
    const page = `/bedrijvengids/${company.documentId}`;
    // Four views in three sessions, one from a search engine, and a click on the company's website.
    await recordSession(`dash-${run}-1`, [
      { name: 'Pageview', path: page, item, referrer: 'https://www.google.com/search?q=standbouw' },
      { name: 'Pageview', path: page, item },
      { name: 'Marketing', path: page, item, target: 'https://example.org/' },
    ]);
    await recordSession(`dash-${run}-2`, [{ name: 'Pageview', path: page, item }], 'mobile');
    await recordSession(`dash-${run}-3`, [{ name: 'Pageview', path: page, item }], 'tablet');
  });

  test.afterAll(async () => company.remove());

  test('a member sees their company’s figures after visits, with charts and tables', async ({ page }) => {
    const member = await memberOf(company.documentId);
    await signInTo(page, member, '/industry-dashboard?periode=7');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Industry dashboard: ${company.name}`);
    // Events are written in batches, so the figures may take a moment to appear.
    await expect
      .poll(async () => {
        await page.reload();
        return tableRows(page, 'Best bekeken');
      }, { timeout: 20_000 })
      .toEqual([['Bedrijf', company.name, '4', '3', '0', '1']]);
    await expect(page.getByRole('link', { name: company.name })).toHaveAttribute('href', `/bedrijvengids/${company.documentId}`);
    await expect(page.getByRole('img', { name: 'Weergaven en sessies per dag' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Leads en kliks per dag' })).toBeVisible();
    expect(await tableRows(page, 'Waar bezoekers vandaan komen')).toEqual([['www.google.com', '1']]);
    // The chart's own table holds the day's numbers: today has all four views.
    await page.getByText('Toon als tabel').first().click();
    const days = await page.getByRole('figure').first().locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent)));
    expect(days).toHaveLength(7);
    expect(days.reduce((sum, [, views]) => sum + Number(views), 0)).toBe(4);
    // The period is in the URL; a form of GET without JavaScript changes it.
    await page.getByLabel('Periode', { exact: true }).selectOption({ label: 'Laatste 30 dagen' });
    await page.getByRole('button', { name: 'Toon cijfers' }).click();
    await expect(page).toHaveURL(/\/industry-dashboard\?bedrijf=[^&]+$/);
    expect(await tableRows(page, 'Best bekeken')).toEqual([['Bedrijf', company.name, '4', '3', '0', '1']]);
  });

  test('the CSV export has the numbers of the table shown', async ({ page }) => {
    const member = await memberOf(company.documentId);
    await signInTo(page, member, '/industry-dashboard?periode=90');
    await expect.poll(async () => (await page.reload(), (await tableRows(page, 'Best bekeken')).length), { timeout: 20_000 }).toBe(1);
    const table = await tableRows(page, 'Best bekeken');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download deze tabel als CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^dashboardtest-[a-z0-9-]+\.csv$/);
    const csv = (await (await download.createReadStream()).toArray()).join('').replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split('\r\n').map((line) => line.split(','));
    expect(lines[0]).toEqual(['Soort', 'Titel', 'URL', 'Weergaven', 'Sessies', 'Leads', 'Kliks']);
    expect(lines.slice(1).map(([type, title, , ...numbers]) => [type, title, ...numbers])).toEqual(table);
    expect(lines[1]![2]).toMatch(new RegExp(`/bedrijvengids/${company.documentId}$`));

    const response = await page.request.get(`/industry-dashboard/csv?bedrijf=${company.documentId}&periode=90`);
    expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+\.csv"$/);
    expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
  });

  test('another company’s figures are refused', async ({ page }) => {
    const other = await demoCompany(sharedEditor().api);
    const member = await memberOf(company.documentId);
    await signInTo(page, member, '/industry-dashboard');
    const response = await page.goto(`/industry-dashboard?bedrijf=${other.documentId}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(/^Page Not Found: \/industry-dashboard/)).toBeVisible();
    expect((await page.request.get(`/industry-dashboard/csv?bedrijf=${other.documentId}`)).status()).toBe(404);
    // The CMS itself refuses them to the member's token.
    const { body } = await logIn(cmsUrl, member.email, member.password);
    const direct = await fetch(`${cmsUrl}/api/statistics/companies/${other.documentId}?from=2026-01-01&to=2026-01-31`, { headers: { Authorization: `Bearer ${body.jwt}` } });
    expect([403, 404]).toContain(direct.status);
    const own = await fetch(`${cmsUrl}/api/statistics/companies`, { headers: { Authorization: `Bearer ${body.jwt}` } });
    expect((await own.json()).data).toEqual([{ documentId: company.documentId, name: company.name }]);
  });

  test('a member of several companies chooses one in a GET form', async ({ page }) => {
    const other = await demoCompany(sharedEditor().api);
    const member = await memberOf(company.documentId);
    await joinCompany(sharedEditor().api, member, other.documentId, 'member');
    await signInTo(page, member, '/industry-dashboard');
    await expect(page.getByText('Je bent lid van meer bedrijven. Kies welk bedrijf je wilt bekijken.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.getByLabel('Bedrijf', { exact: true }).selectOption({ label: company.name });
    await page.getByRole('button', { name: 'Toon cijfers' }).click();
    await expect(page).toHaveURL(new RegExp(`/industry-dashboard\\?bedrijf=${company.documentId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Industry dashboard: ${company.name}`);
  });

  test('the period’s dates read and show as Dutch dates on a Dutch page', async ({ page }) => {
    const day = (ago: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date(Date.now() - ago * 86_400_000));
    const dutch = (iso: string) => iso.split('-').reverse().join('-');
    const member = await memberOf(company.documentId);
    await signInTo(page, member, '/industry-dashboard');
    await page.getByLabel('Periode', { exact: true }).selectOption({ label: 'Zelf kiezen' });
    await expect(page.getByRole('textbox', { name: 'Van', exact: true })).toHaveAttribute('placeholder', 'dd-mm-jjjj');
    await page.getByRole('textbox', { name: 'Van', exact: true }).fill(dutch(day(10)));
    await page.getByRole('textbox', { name: 'Tot en met', exact: true }).fill(dutch(day(0)));
    await page.getByRole('button', { name: 'Toon cijfers' }).click();
    await expect(page).toHaveURL(new RegExp(`periode=anders&van=${day(10)}&tot=${day(0)}$`));
    await expect(page.getByRole('textbox', { name: 'Van', exact: true })).toHaveValue(dutch(day(10)));
    await expect(page.getByRole('textbox', { name: 'Tot en met', exact: true })).toHaveValue(dutch(day(0)));
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  });

  test('a wrong custom range gets a translated error, never a 500', async ({ page }) => {
    const member = await memberOf(company.documentId);
    await signInTo(page, member, '/industry-dashboard');
    for (const [query, message] of [
      ['periode=anders&van=2026-02-30&tot=2026-03-01', 'Vul geldige datums in'],
      ['periode=anders&van=2026-03-02&tot=2026-03-01', 'De begindatum ligt na de einddatum.'],
      ['periode=anders&van=2026-01-01', 'Vul bij ‘Zelf kiezen’ een begin- en einddatum in.'],
      ['periode=veertien', 'Kies een van de periodes uit de lijst.'],
    ]) {
      const response = await page.goto(`/industry-dashboard?${query}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('main').getByRole('alert')).toContainText(message!);
    }
    await page.goto('/en/industry-dashboard?periode=anders&van=2026-03-02&tot=2026-03-01');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('The start date is after the end date.');
    await expect(page.getByLabel('From')).toHaveValue('2026-03-02');
    expect((await page.request.get('/industry-dashboard/csv?periode=anders&van=x&tot=y')).status()).toBe(400);
  });
});

test('a member without a company is told how to get one; a visitor is sent to log in', async ({ page }) => {
  const member = await createMember(sharedEditor().api);
  await signInTo(page, member, '/industry-dashboard');
  await expect(page.getByRole('heading', { name: 'Nog geen cijfers voor jou' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Naar de bedrijvengids' })).toHaveAttribute('href', '/bedrijvengids');
  await page.goto('/en/industry-dashboard');
  await expect(page.getByRole('heading', { name: 'No figures for you yet' })).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/industry-dashboard');
  await expect(page).toHaveURL(/\/inloggen\?redirect=%2Findustry-dashboard$/);
});

test('an editor sees the whole site: pages, devices and searches without results', async ({ page }) => {
  const { api } = sharedEditor();
  const member = await createMember(api);
  const role = (await api('/users-permissions/roles')).roles.find((r: { type: string }) => r.type === 'editor');
  await api(`/users/${member.id}`, { method: 'PUT', json: { role: role.id } });
  await recordSession(`dash-${run}-editor`, [{ name: 'Pageview', path: '/kalender' }], 'mobile');
  await signInTo(page, member, '/industry-dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Industry dashboard: Hele website');
  for (const name of ['Populairste pagina\'s', 'Apparaten', 'Zoekopdrachten zonder resultaat', 'Best bekeken', 'Waar bezoekers vandaan komen']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByRole('img', { name: 'Weergaven en sessies per dag' })).toBeVisible();
  await expect.poll(async () => (await page.reload(), (await tableRows(page, 'Apparaten')).map(([device]) => device)), { timeout: 20_000 }).toContain('Mobiel');
  // The company select offers the whole site (empty) and the companies.
  await expect(page.getByLabel('Bedrijf', { exact: true })).toHaveValue('');
});
