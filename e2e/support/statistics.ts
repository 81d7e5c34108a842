import { expect, type Page } from '@playwright/test';
import type { AnalyticsEvent, CollectedBatch, DeviceClass } from '@standplaats/shared';
import { createMember, joinCompany, type Member } from '../../tests/support/members';
import constants from '../../tests/support/test-constants.json';
import { cmsUrl, sharedEditor } from './editor';
import { webUrl } from './ports';

// The industry dashboard's test set-up: a company of its own (so no other test's visits land in
// its figures), a member of it, and visits recorded through the CMS's collection endpoint, as the
// site's /api/statistics/ forwards them.

/** A fresh published company (with more of its fields, when given), removed by `remove`. */
export async function freshCompany(name = `Dashboardtest ${Date.now().toString(36)}`, fields: Record<string, unknown> = {}) {
  const { api } = sharedEditor();
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const company = (await api('/partners?locale=nl&status=published', { method: 'POST', json: { data: { name, slug, ...fields } } })).data;
  return { documentId: company.documentId as string, name, remove: () => api(`/partners/${company.documentId}?locale=nl`, { method: 'DELETE' }).catch(() => undefined) };
}

/** A member of `company` (documentId). */
export async function memberOf(company: string): Promise<Member> {
  const { api } = sharedEditor();
  const member = await createMember(api);
  await joinCompany(api, member, company, 'member');
  return member;
}

/** Records one session's events as the site forwards them (the site's secret, a device class). */
export async function recordSession(session: string, events: Array<Omit<AnalyticsEvent, 'ts' | 'url'> & { path: string }>, device: DeviceClass = 'desktop') {
  const batch: CollectedBatch = {
    data: { session, device, events: events.map(({ path, ...event }) => ({ ...event, url: `${webUrl}${path}`, ts: Date.now() })) },
  };
  const response = await fetch(`${cmsUrl}/api/statistics`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Site-Secret': constants.sharedSecrets.SITE_API_SECRET },
    body: JSON.stringify(batch),
  });
  expect(response.status, await response.text()).toBeLessThan(300);
}

/** Signs in on the log-in page and lands on `path`. */
export async function signInTo(page: Page, member: Member, path: string) {
  await page.goto(`/inloggen?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('E-mailadres').fill(member.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

/** The rows of the table under the heading `name`, as the cells' texts. */
export const tableRows = (page: Page, name: string) =>
  page
    .getByRole('region', { name })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td,th')].map((cell) => cell.textContent?.trim() ?? '')));
