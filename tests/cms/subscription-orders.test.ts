import { beforeAll, describe, expect, it } from 'vitest';
import { inbox, publicApi, sharedEditor, siteApi } from './helpers';

let cms: ReturnType<typeof sharedEditor>;
let mail: ReturnType<typeof inbox>;
let plan: { documentId: string; name: string };

beforeAll(async () => {
  cms = sharedEditor();
  mail = inbox();
  const { body } = await publicApi('/subscription-plans?filters[brand][$eq]=expovisie');
  plan = body.data[0];
  expect(plan.name).toBe('Expovisie jaarabonnement');
});

let counter = 0;
const newAddress = () => `Abonnee.${Date.now()}.${++counter}@Example.NL`;

/** A complete, valid order as the site's form sends it. */
const order = (overrides: Record<string, unknown> = {}) => ({
  plan: plan.documentId,
  locale: 'nl',
  name: 'Jan de Vries',
  company: 'De Vries Standbouw',
  street: 'Beursplein',
  houseNumber: '5a',
  postalCode: '1012jw',
  city: 'Amsterdam',
  country: 'nl',
  email: newAddress(),
  iban: 'nl91 abna 0417 1643 00',
  accountHolder: 'J. de Vries',
  acceptedTerms: true,
  ...overrides,
});

const place = (body: unknown, secret?: string | null) => siteApi('/subscription-orders', body, secret);

const orderOf = async (reference: string) =>
  (await cms.api(`/subscription-orders?filters[mandateReference][$eq]=${reference}&populate[plan][fields][0]=name`)).data[0];

/** The field paths of a 400 answer. */
async function refusedPaths(body: unknown) {
  const { status, body: answer } = await place(body);
  expect(status, JSON.stringify(body)).toBe(400);
  expect(answer.error.name).toBe('ValidationError');
  return answer.error.details.errors.map((error: { path: string[] }) => error.path);
}

describe('subscription orders', () => {
  it('store the order with its mandate and mail the reader a copy with the IBAN masked', async () => {
    const body = order();
    const { status, body: answer } = await place(body);
    expect(status).toBe(201);
    const reference: string = answer.data.reference;
    expect(answer).toEqual({ data: { reference: expect.stringMatching(/^STP-\d{8}-[A-Z2-9]{8}$/) } });

    const stored = await orderOf(reference);
    expect(stored).toMatchObject({
      planName: 'Expovisie jaarabonnement',
      priceCents: 4950,
      interval: 'jaar',
      language: 'nl',
      name: 'Jan de Vries',
      company: 'De Vries Standbouw',
      postalCode: '1012 JW',
      country: 'NL',
      email: (body.email as string).toLowerCase(),
      iban: 'NL91ABNA0417164300',
      accountHolder: 'J. de Vries',
      status: 'new',
      plan: { documentId: plan.documentId, name: plan.name },
    });
    expect(Date.now() - new Date(stored.mandateSignedAt).getTime()).toBeLessThan(60_000);

    const message = await mail.waitForMail(body.email as string);
    expect(message.subject).toBe('Je abonnement op Expovisie jaarabonnement');
    for (const text of [message.text, message.html]) {
      expect(text).toContain('NL91 **** **** **** 00');
      expect(text).toContain(reference);
      expect(text).toContain('NL69ZZZ123456780000');
      expect(text).toMatch(/€\s49,50 per jaar/);
      expect(text).not.toContain('ABNA');
    }
    expect(message.text).toContain('Beursplein 5a, 1012 JW Amsterdam, Nederland');
  });

  it('mail English readers in English, with the plan’s English name', async () => {
    const body = order({ locale: 'en', company: undefined, country: 'BE', postalCode: '1000', city: 'Brussel', iban: 'BE68539007547034' });
    const { status, body: answer } = await place(body);
    expect(status).toBe(201);
    const stored = await orderOf(answer.data.reference);
    expect(stored).toMatchObject({ planName: 'Expovisie annual subscription', language: 'en', country: 'BE', postalCode: '1000', company: null, iban: 'BE68539007547034' });
    const message = await mail.waitForMail(body.email as string);
    expect(message.subject).toBe('Your subscription to Expovisie annual subscription');
    expect(message.text).toMatch(/€49\.50 a year/);
    expect(message.text).toContain('Mandate reference');
    expect(message.text).toContain('Belgium');
  });

  it('refuse an invalid IBAN, and one SEPA cannot debit, under the path iban', async () => {
    for (const iban of ['NL91ABNA0417164301', 'NL91 ABNA 0417', 'hallo', '', 'BR1800360305000010009795493C1']) {
      expect(await refusedPaths(order({ iban })), iban).toEqual([['iban']]);
    }
  });

  it('refuse an unknown or unpublished plan under the path plan', async () => {
    expect(await refusedPaths(order({ plan: 'geen-abonnement-12345678' }))).toEqual([['plan']]);
    expect(await refusedPaths(order({ plan: '' }))).toEqual([['plan']]);
  });

  it('refuse missing fields, terms not accepted, unknown keys and bad Dutch postal codes', async () => {
    expect(await refusedPaths(order({ acceptedTerms: false }))).toEqual([['acceptedTerms']]);
    expect(await refusedPaths(order({ acceptedTerms: undefined }))).toEqual([['acceptedTerms']]);
    expect(await refusedPaths(order({ name: '  ', city: undefined }))).toEqual([['name'], ['city']]);
    expect(await refusedPaths(order({ email: 'jan@' }))).toEqual([['email']]);
    expect(await refusedPaths(order({ country: 'XX' }))).toEqual([['country']]);
    expect(await refusedPaths(order({ locale: 'fr' }))).toEqual([['locale']]);
    expect(await refusedPaths(order({ korting: 'JA' }))).toEqual([['korting']]);
    expect(await refusedPaths(order({ postalCode: '123 AB' }))).toEqual([['postalCode']]);
    expect(await refusedPaths(order({ postalCode: '0123 AB' }))).toEqual([['postalCode']]);
  });

  it('answer 403 without the site secret, and store nothing', async () => {
    const body = order();
    for (const secret of [null, 'wrong-secret']) {
      const { status, body: answer } = await place(body, secret);
      expect(status).toBe(403);
      expect(answer.error.name).toBe('PolicyError');
    }
    const { data } = await cms.api(`/subscription-orders?filters[email][$eqi]=${encodeURIComponent(body.email as string)}`);
    expect(data).toEqual([]);
  });

  it('are not readable by the public', async () => {
    const { body } = await place(order());
    const stored = await orderOf(body.data.reference);
    for (const path of ['/subscription-orders', `/subscription-orders/${stored.documentId}`]) {
      expect((await publicApi(path)).status, path).toBe(403);
    }
  });
});
