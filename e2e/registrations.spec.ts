import { expect, test, type Page } from '@playwright/test';
import { mailSink } from '../tests/support/mail-sink';
import { createMember, logIn as cmsLogIn, type Member } from '../tests/support/members';
import { cmsUrl, sharedEditor } from './support/editor';
import { axeViolations } from './support/axe';
import { mailSinkUrl } from './support/ports';

const sink = mailSink(mailSinkUrl);

// Seeded events that take registrations: 120 places, and one place.
const OPEN = { slug: 'kennissessie-duurzame-evenementen', title: 'Kennissessie Duurzame Evenementen' };
const ONE_PLACE = { slug: 'een-op-een-standadvies', title: 'Eén-op-één standadvies' };

const member = () => createMember(sharedEditor().api);

async function logIn(page: Page, account: Member) {
  await page.getByLabel('E-mailadres').fill(account.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

/** Signs in on the log-in page and comes back to the registration form of an event. */
async function openForm(page: Page, account: Member, slug: string) {
  await page.goto(`/inloggen?redirect=${encodeURIComponent(`/inschrijvingen?evenement=${slug}`)}`);
  await logIn(page, account);
  await expect(page).toHaveURL(new RegExp(`/inschrijvingen\\?evenement=${slug}$`));
}

/** Reloads until the cached places have caught up with a registration made elsewhere. */
const eventually = (page: Page, check: () => Promise<void>) =>
  expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 10_000 });

test('register, get the confirmation mail, see it on the account page and cancel it', async ({ page }) => {
  const account = await member();
  await page.goto('/inschrijvingen');
  await page.getByRole('link', { name: `Inschrijven voor ${OPEN.title}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Inschrijven voor ${OPEN.title}` })).toBeVisible();
  await page.getByRole('link', { name: 'Inloggen om je in te schrijven' }).click();
  await logIn(page, account);

  await expect(page).toHaveURL(new RegExp(`/inschrijvingen\\?evenement=${OPEN.slug}$`));
  await expect(page.getByLabel('Naam', { exact: true })).toHaveValue(account.name);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Bedrijf', { exact: true }).fill('Feestfabriek');
  await page.getByLabel('Functie', { exact: true }).fill('Projectleider');
  await page.getByLabel('Dieetwensen', { exact: true }).fill('Vegetarisch');
  await page.getByRole('button', { name: 'Inschrijven' }).click();
  await expect(page.getByRole('status')).toContainText(`Je bent ingeschreven voor ${OPEN.title}. We hebben een bevestiging gestuurd naar ${account.email}.`);

  const mail = await sink.waitForMail(account.email);
  expect(mail.subject).toBe(`Je inschrijving voor ${OPEN.title}`);
  expect(mail.text).toContain('Vegetarisch');

  await page.goto('/account');
  const registrations = page.getByRole('region', { name: 'Inschrijvingen voor evenementen' });
  await expect(registrations.getByRole('link', { name: OPEN.title })).toBeVisible();
  await expect(registrations.getByText('Ingeschreven', { exact: true })).toBeVisible();
  await registrations.getByRole('button', { name: `Afmelden voor ${OPEN.title}` }).click();
  await expect(registrations.getByRole('status')).toHaveText('Je bent afgemeld.');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Inschrijvingen voor evenementen' }).getByText('Afgemeld', { exact: true })).toBeVisible();
});

test('registering twice is refused with a clear message', async ({ page, context }) => {
  const account = await member();
  await openForm(page, account, OPEN.slug);
  // The same form in a second tab is sent first.
  const other = await context.newPage();
  await other.goto(`/inschrijvingen?evenement=${OPEN.slug}`);
  await other.getByRole('button', { name: 'Inschrijven' }).click();
  await expect(other.getByRole('status')).toContainText('Je bent ingeschreven');

  await page.getByRole('button', { name: 'Inschrijven' }).click();
  await expect(page.getByText('Je bent al ingeschreven voor dit evenement. Je inschrijving staat in je account.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Je bent ingeschreven voor dit evenement. Afmelden kan in je account.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inschrijven' })).toHaveCount(0);
});

test('a full event says so, on the list and on its form', async ({ page }) => {
  const [first, second] = [await member(), await member()];
  await openForm(page, second, ONE_PLACE.slug);
  await expect(page.getByRole('button', { name: 'Inschrijven' })).toBeVisible();

  // Someone else takes the last place while the form is open.
  const { body } = await cmsLogIn(cmsUrl, first.email, first.password);
  const event = (await sharedEditor().api(`/events?filters[slug][$eq]=${ONE_PLACE.slug}`)).data[0];
  const taken = await fetch(`${cmsUrl}/api/event-registrations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${body.jwt}` },
    body: JSON.stringify({ event: event.documentId, locale: 'nl', name: first.name }),
  });
  expect(taken.status).toBe(201);

  await page.getByRole('button', { name: 'Inschrijven' }).click();
  await expect(page.getByText('Dit evenement is vol: er zijn geen plaatsen meer.')).toBeVisible();
  await eventually(page, async () => {
    await expect(page.getByText('Dit evenement is vol: er zijn geen plaatsen meer.')).toBeVisible({ timeout: 1000 });
    await expect(page.getByRole('button', { name: 'Inschrijven' })).toHaveCount(0);
  });
  await page.goto('/inschrijvingen');
  const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: ONE_PLACE.title }) });
  await expect(item.getByText('Vol', { exact: true })).toBeVisible();
  await expect(item.getByRole('link', { name: `Inschrijven voor ${ONE_PLACE.title}` })).toHaveCount(0);
});

test('an unknown event or one without registrations has no form', async ({ page }) => {
  expect((await page.goto('/inschrijvingen?evenement=bestaat-niet'))?.status()).toBe(404);
  expect((await page.goto('/inschrijvingen?evenement=vakbeurs-evenementenbranche'))?.status()).toBe(404);
});
