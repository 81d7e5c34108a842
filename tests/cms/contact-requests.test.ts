import { beforeAll, describe, expect, it } from 'vitest';
import constants from '../support/test-constants.json';
import { cmsUrl, inbox, publicApi, sharedEditor } from './helpers';

let cms: ReturnType<typeof sharedEditor>;
let mail: ReturnType<typeof inbox>;

// A company and a product of this run's own, so their mails are this run's alone.
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const companyAddress = `verkoop-${run}@example.nl`;
let company: { documentId: string; name: string };
let product: { documentId: string; name: string };
let silent: { documentId: string };
let othersProduct: { documentId: string };

let senders = 0;
const newSender = () => `Afzender.${run}.${++senders}@Example.NL`;
// Each call its own visitor: the per-visitor limit is tested in rate-limits.test.ts.
let visitors = 0;

/** A POST as the site's server makes it: JSON, with the shared secret (or another) and the visitor's address. */
async function send(body: unknown, secret: string | null = constants.sharedSecrets.SITE_API_SECRET) {
  const response = await fetch(`${cmsUrl()}/api/contact-requests`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Client-Address': `198.19.${Math.floor(Math.random() * 250)}.${++visitors % 250}`,
      ...(secret === null ? {} : { 'X-Site-Secret': secret }),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as any };
}

/** A complete, valid request as the site's form sends it, from the company's page. */
const request = (overrides: Record<string, unknown> = {}) => ({
  partner: company.documentId,
  locale: 'nl',
  name: 'Jan de Vries',
  company: 'De Vries Evenementen',
  email: newSender(),
  phone: '+31 6 1234 5678',
  message: 'Wij zoeken een stand van 6×3 m voor de vakbeurs in maart.\nKunt u een offerte sturen?',
  ...overrides,
});

const stored = async (email: string) =>
  (await cms.api(`/contact-requests?filters[email][$eqi]=${encodeURIComponent(email)}&populate[partner][fields][0]=name&populate[product][fields][0]=name`)).data as any[];

/** The field paths of a 400 answer. */
async function refusedPaths(body: unknown) {
  const { status, body: answer } = await send(body);
  expect(status, JSON.stringify(body)).toBe(400);
  expect(answer.error.name).toBe('ValidationError');
  return answer.error.details.errors.map((error: { path: string[] }) => error.path);
}

const publish = async (type: string, data: Record<string, unknown>) => (await cms.api(`/${type}?locale=nl&status=published`, { method: 'POST', json: { data } })).data;

beforeAll(async () => {
  cms = sharedEditor();
  mail = inbox();
  company = await publish('partners', { name: `Beursbouw ${run}`, slug: `beursbouw-${run}`, email: companyAddress });
  product = await publish('products', { name: `Stand op maat ${run}`, slug: `stand-op-maat-${run}`, partner: company.documentId });
  silent = await publish('partners', { name: `Zonder adres ${run}`, slug: `zonder-adres-${run}` });
  const other = await publish('partners', { name: `Ander bedrijf ${run}`, slug: `ander-bedrijf-${run}`, email: `ander-${run}@example.nl` });
  othersProduct = await publish('products', { name: `Ander product ${run}`, slug: `ander-product-${run}`, partner: other.documentId });
});

describe('contact requests', () => {
  it('are stored, mailed to the company with replies to the sender, and copied to the sender', async () => {
    const body = request();
    const { status, body: answer } = await send(body);
    expect(status).toBe(201);
    expect(answer).toEqual({ data: { documentId: expect.any(String), companyName: `Beursbouw ${run}` } });

    const message = await mail.waitForMail(companyAddress, { subject: /Jan de Vries/ });
    expect(message.subject).toBe('Contactverzoek via Standplaats: Jan de Vries');
    expect((message as unknown as { replyTo: { address: string }[] }).replyTo.map((to) => to.address.toLowerCase())).toEqual([body.email.toLowerCase()]);
    for (const text of [message.text, message.html]) {
      expect(text).toContain(`Beursbouw ${run}`);
      expect(text).toContain('De Vries Evenementen');
      expect(text).toContain('+31 6 1234 5678');
    }
    // The message with its lines, as typed.
    expect(message.text).toContain('Wij zoeken een stand van 6×3 m voor de vakbeurs in maart.\nKunt u een offerte sturen?');
    expect(message.html).toContain('white-space:pre-wrap');

    const copy = await mail.waitForMail(body.email);
    expect(copy.subject).toBe(`Je bericht aan Beursbouw ${run}`);
    expect(copy.text).toContain('Kunt u een offerte sturen?');

    await expect.poll(async () => (await stored(body.email))[0]?.mailed).toBe(true);
    expect((await stored(body.email))[0]).toMatchObject({
      name: 'Jan de Vries',
      company: 'De Vries Evenementen',
      email: body.email.toLowerCase(),
      phone: '+31 6 1234 5678',
      companyName: `Beursbouw ${run}`,
      productName: null,
      language: 'nl',
      mailedTo: companyAddress,
      partner: { documentId: company.documentId },
      product: null,
    });
  });

  it('name the product they were sent from, and copy the sender in English from an English page', async () => {
    const body = request({ product: product.documentId, locale: 'en', company: undefined, phone: undefined, name: 'Jane Smith' });
    expect((await send(body)).status).toBe(201);
    const message = await mail.waitForMail(companyAddress, { subject: /Jane Smith/ });
    expect(message.subject).toBe(`Contactverzoek via Standplaats over Stand op maat ${run}: Jane Smith`);
    expect(message.text).toContain(`Over: Stand op maat ${run}`);
    expect(message.text).not.toContain('Telefoon');
    const copy = await mail.waitForMail(body.email);
    expect(copy.subject).toBe(`Your message to Beursbouw ${run}`);
    expect(copy.text).toContain(`About: Stand op maat ${run}`);
    expect((await stored(body.email))[0]).toMatchObject({ productName: `Stand op maat ${run}`, language: 'en', company: null, phone: null, product: { documentId: product.documentId } });
  });

  it('refuse missing and malformed fields, unknown keys and a product of another company, each under its path', async () => {
    expect(await refusedPaths(request({ name: '  ', message: undefined }))).toEqual([['name'], ['message']]);
    expect(await refusedPaths(request({ email: 'jan@' }))).toEqual([['email']]);
    expect(await refusedPaths(request({ phone: 'bel me' }))).toEqual([['phone']]);
    expect(await refusedPaths(request({ message: 'x'.repeat(5001) }))).toEqual([['message']]);
    expect(await refusedPaths(request({ locale: 'fr' }))).toEqual([['locale']]);
    expect(await refusedPaths(request({ spoed: true }))).toEqual([['spoed']]);
    expect(await refusedPaths(request({ partner: '../partners' }))).toEqual([['partner']]);
    expect(await refusedPaths(request({ product: othersProduct.documentId }))).toEqual([['product']]);
    // A company that is not there, or that gave no address to send to.
    expect(await refusedPaths(request({ partner: 'bestaatniet0000000000000' }))).toEqual([['partner']]);
    expect(await refusedPaths(request({ partner: silent.documentId }))).toEqual([['partner']]);
  });

  it('answer 403 without the site secret, and store and mail nothing', async () => {
    const body = request();
    for (const secret of [null, 'wrong-secret']) {
      const { status, body: answer } = await send(body, secret);
      expect(status).toBe(403);
      expect(answer.error.name).toBe('PolicyError');
    }
    expect(await stored(body.email)).toEqual([]);
    expect(await mail.mailsTo(body.email)).toEqual([]);
  });

  it('are not readable by the public', async () => {
    const body = request();
    await send(body);
    const [{ documentId }] = await stored(body.email);
    for (const path of ['/contact-requests', `/contact-requests/${documentId}`]) expect((await publicApi(path)).status, path).toBe(403);
  });
});
