import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { linkTo, tokenFrom } from '../support/mail-sink';
import constants from '../support/test-constants.json';
import { inbox, publicApi, sharedEditor, siteApi } from './helpers';

let cms: ReturnType<typeof sharedEditor>;
let mail: ReturnType<typeof inbox>;

beforeAll(() => {
  cms = sharedEditor();
  mail = inbox();
});

let counter = 0;
/** A fresh address per test, in mixed case: the CMS stores it lowercased. */
const newAddress = () => `Lezer.${Date.now()}.${++counter}@Example.NL`;

const subscribe = (body: unknown) => siteApi('/newsletter/subscribe', body);
const confirm = (token: string) => siteApi('/newsletter/confirm', { token });
const unsubscribe = (token: string) => siteApi('/newsletter/unsubscribe', { token });

async function subscriberOf(email: string) {
  const { data } = await cms.api(`/newsletter-subscribers?filters[email][$eq]=${encodeURIComponent(email.toLowerCase())}`);
  expect(data.length).toBeLessThanOrEqual(1);
  return data[0];
}

/** A token as the CMS signs them, for the cases no mail carries (expired ones). */
function signed(payload: object) {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${createHmac('sha256', constants.cmsSecrets.LINK_SECRET).update(body).digest('base64url')}`;
}

describe('newsletter sign-up with double opt-in', () => {
  it('stores a pending subscriber and mails a confirm link that confirms it', async () => {
    const email = newAddress();
    const { status, body } = await subscribe({ email, locale: 'nl', lists: ['vacatures', 'expovisie'] });
    expect(status).toBe(202);
    expect(body).toEqual({ data: { status: 'pending' } });

    const pending = await subscriberOf(email);
    expect(pending).toMatchObject({ email: email.toLowerCase(), language: 'nl', lists: ['expovisie', 'vacatures'], status: 'pending', consentAt: null });
    expect(Date.now() - new Date(pending.requestedAt).getTime()).toBeLessThan(60_000);

    const message = await mail.waitForMail(email);
    expect(message.subject).toBe('Bevestig je aanmelding voor de nieuwsbrief van Standplaats');
    expect(message.from[0]).toMatchObject({ name: 'Standplaats', address: 'redactie@standplaats.local' });
    expect(message.text).toContain('Expovisie en Vacatures');
    expect(message.html).toContain('Aanmelding bevestigen');
    expect(linkTo(message, '/nieuwsbrief/afmelden').searchParams.get('token')).toBeTruthy();
    const link = linkTo(message, '/nieuwsbrief/bevestigen');
    expect(message.html).toContain(link.href.replace(/&/g, '&amp;'));

    const confirmed = await confirm(link.searchParams.get('token')!);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ data: { email: email.toLowerCase(), lists: ['expovisie', 'vacatures'], locale: 'nl' } });
    const stored = await subscriberOf(email);
    expect(stored).toMatchObject({ status: 'confirmed', lists: ['expovisie', 'vacatures'] });
    expect(Date.now() - new Date(stored.consentAt).getTime()).toBeLessThan(60_000);
  });

  it('mails English readers in English, with links under /en', async () => {
    const email = newAddress();
    expect((await subscribe({ email, locale: 'en', lists: ['vacatures'] })).status).toBe(202);
    const message = await mail.waitForMail(email);
    expect(message.subject).toBe('Please confirm your Standplaats newsletter subscription');
    expect(message.text).toContain('Vacancies');
    const token = tokenFrom(message, '/en/nieuwsbrief/bevestigen');
    expect(linkTo(message, '/en/nieuwsbrief/afmelden')).toBeTruthy();
    expect((await confirm(token)).body.data).toEqual({ email: email.toLowerCase(), lists: ['vacatures'], locale: 'en' });
    expect(await subscriberOf(email)).toMatchObject({ language: 'en', status: 'confirmed' });
  });

  it('answers a second sign-up exactly like the first, and keeps one record', async () => {
    const email = newAddress();
    const first = await subscribe({ email, locale: 'nl', lists: ['expovisie'] });
    const second = await subscribe({ email: email.toUpperCase(), locale: 'nl', lists: ['expovisie'] });
    expect(second).toEqual(first);
    await mail.waitForMails(email, { count: 2 });
    const { data } = await cms.api(`/newsletter-subscribers?filters[email][$eqi]=${encodeURIComponent(email)}`);
    expect(data).toHaveLength(1);
  });

  it('answers the same for a confirmed address, keeps its lists, and adds new ones only once confirmed', async () => {
    const email = newAddress();
    await subscribe({ email, locale: 'nl', lists: ['expovisie'] });
    await confirm(tokenFrom(await mail.waitForMail(email), '/nieuwsbrief/bevestigen'));

    const again = await subscribe({ email, locale: 'nl', lists: ['conferencematters'] });
    expect(again).toEqual({ status: 202, body: { data: { status: 'pending' } } });
    expect(await subscriberOf(email)).toMatchObject({ status: 'confirmed', lists: ['expovisie'] });

    const second = await mail.waitForMail(email, { count: 2 });
    const { body } = await confirm(tokenFrom(second, '/nieuwsbrief/bevestigen'));
    expect(body.data.lists).toEqual(['expovisie', 'conferencematters']);
    expect(await subscriberOf(email)).toMatchObject({ status: 'confirmed', lists: ['expovisie', 'conferencematters'] });
  });

  it('unsubscribes with the mailed link, twice without harm, and a new sign-up starts over', async () => {
    const email = newAddress();
    await subscribe({ email, locale: 'nl', lists: ['expovisie', 'conferencematters'] });
    const message = await mail.waitForMail(email);
    await confirm(tokenFrom(message, '/nieuwsbrief/bevestigen'));

    const token = tokenFrom(message, '/nieuwsbrief/afmelden');
    expect(await unsubscribe(token)).toEqual({ status: 200, body: { data: { email: email.toLowerCase() } } });
    const gone = await subscriberOf(email);
    expect(gone.status).toBe('unsubscribed');
    expect(Date.now() - new Date(gone.unsubscribedAt).getTime()).toBeLessThan(60_000);
    expect((await unsubscribe(token)).status).toBe(200);
    expect((await subscriberOf(email)).unsubscribedAt).toBe(gone.unsubscribedAt);

    expect((await subscribe({ email, locale: 'nl', lists: ['vacatures'] })).status).toBe(202);
    expect(await subscriberOf(email)).toMatchObject({ status: 'pending', lists: ['vacatures'] });
    await mail.waitForMails(email, { count: 2 });
  });

  it('refuses altered, expired, misused and malformed tokens with InvalidTokenError', async () => {
    const email = newAddress();
    await subscribe({ email, locale: 'nl', lists: ['expovisie'] });
    const message = await mail.waitForMail(email);
    const token = tokenFrom(message, '/nieuwsbrief/bevestigen');
    const [body = '', signature = ''] = token.split('.');
    const otherBody = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), lists: ['vacatures'] })).toString('base64url');
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    const expired = signed({ email: email.toLowerCase(), lists: ['expovisie'], locale: 'nl', pur: 'newsletter-confirm', exp: Math.floor(Date.now() / 1000) - 60 });

    const bad = {
      'altered claims': `${otherBody}.${signature}`,
      'altered signature': `${body}.${flip(signature, 5)}`,
      'altered last letter': `${body}.${flip(signature, signature.length - 1)}`,
      expired,
      'unsubscribe token used to confirm': tokenFrom(message, '/nieuwsbrief/afmelden'),
      'no signature': body,
      garbage: 'not-a-token',
    };
    for (const [name, badToken] of Object.entries(bad)) {
      const { status, body: answer } = await confirm(badToken);
      expect(status, name).toBe(400);
      expect(answer.error, name).toMatchObject({ status: 400, name: 'InvalidTokenError' });
    }
    const { status, body: answer } = await unsubscribe(token);
    expect([status, answer.error.name]).toEqual([400, 'InvalidTokenError']);
    expect((await subscriberOf(email)).status).toBe('pending');
  });
});

describe('newsletter endpoints', () => {
  const endpoints: [string, unknown][] = [
    ['/newsletter/subscribe', { email: 'geheim@example.nl', locale: 'nl', lists: ['expovisie'] }],
    ['/newsletter/confirm', { token: 'x.y' }],
    ['/newsletter/unsubscribe', { token: 'x.y' }],
  ];

  it('answer 403 without the site secret or with a wrong one, and do nothing', async () => {
    for (const [path, body] of endpoints) {
      for (const secret of [null, '', 'wrong-secret', `${constants.sharedSecrets.SITE_API_SECRET}x`]) {
        const { status, body: answer } = await siteApi(path, body, secret);
        expect(status, `${path} ${secret}`).toBe(403);
        expect(answer.error.name).toBe('PolicyError');
      }
    }
    expect(await subscriberOf('geheim@example.nl')).toBeUndefined();
    expect(await mail.mailsTo('geheim@example.nl')).toEqual([]);
  });

  it('refuse invalid sign-ups with a ValidationError per field', async () => {
    const cases: [unknown, string[]][] = [
      [{ email: 'geen-adres', locale: 'nl', lists: ['expovisie'] }, ['email']],
      [{ email: 'a@example.nl', locale: 'de', lists: ['expovisie'] }, ['locale']],
      [{ email: 'a@example.nl', locale: 'nl', lists: ['sport'] }, ['lists', '0']],
      [{ email: 'a@example.nl', locale: 'nl', lists: [] }, ['lists']],
      [{ email: 'a@example.nl', locale: 'nl' }, ['lists']],
      [{ email: 'a@example.nl', locale: 'nl', lists: ['expovisie'], naam: 'Jan' }, ['naam']],
    ];
    for (const [body, path] of cases) {
      const { status, body: answer } = await subscribe(body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(answer.error.name).toBe('ValidationError');
      expect(answer.error.details.errors, JSON.stringify(body)).toEqual([expect.objectContaining({ path, message: expect.any(String) })]);
    }
    expect((await confirm(undefined as never)).body.error.details.errors[0].path).toEqual(['token']);
  });

  it('keep subscribers from the public', async () => {
    const email = newAddress();
    await subscribe({ email, locale: 'nl', lists: ['expovisie'] });
    const { documentId } = await subscriberOf(email);
    for (const path of ['/newsletter-subscribers', `/newsletter-subscribers/${documentId}`]) {
      expect((await publicApi(path)).status, path).toBe(403);
    }
  });
});
