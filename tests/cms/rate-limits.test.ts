import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, logIn } from '../support/members';
import constants from '../support/test-constants.json';
import { cmsUrl, sharedEditor } from './helpers';

const LIMIT = Number(constants.cmsSettings.FORM_RATE_LIMIT_PER_MINUTE);
// apps/cms/src/api/search/services/search.ts: one count for the results page and the suggestions.
const SEARCH_LIMIT = 120;

// A run of its own (a retry included): each route counts per visitor, so every test starts at zero.
const run = Math.floor(Math.random() * 250);
let visitors = 0;
const newVisitor = () => `198.18.${run}.${++visitors}`;

type Send = (address: string) => Promise<Response>;

/** A call as the site's server makes it for the visitor at `address`: with the shared secret and their address. */
const asSite = (address: string, init: { method?: string; body?: unknown; jwt?: string } = {}) => ({
  method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
  headers: {
    'Content-Type': 'application/json',
    'X-Site-Secret': constants.sharedSecrets.SITE_API_SECRET,
    'X-Client-Address': address,
    ...(init.jwt ? { Authorization: `Bearer ${init.jwt}` } : {}),
  },
  body: init.body === undefined ? undefined : JSON.stringify(init.body),
});

const post = (path: string, body: unknown, jwt?: string): Send => (address) => fetch(`${cmsUrl()}/api${path}`, asSite(address, { body, jwt }));

/**
 * Sends `limit` requests as one visitor, which the route answers as usual, then one more, which it
 * refuses with 429 and Retry-After; the next visitor is still answered as usual.
 */
async function expectLimited(send: Send, limit = LIMIT) {
  const visitor = newVisitor();
  const usual = (await send(visitor)).status;
  expect(usual).not.toBe(429);
  const rest = await Promise.all(Array.from({ length: limit - 1 }, () => send(visitor).then((response) => response.status)));
  expect(rest).toEqual(Array(limit - 1).fill(usual));

  const refused = await send(visitor);
  expect(refused.status).toBe(429);
  expect(refused.headers.get('retry-after')).toBe('60');
  expect((await refused.json()).error).toMatchObject({ status: 429, name: 'RateLimitError', message: expect.stringMatching(/try again in a minute/) });

  expect((await send(newVisitor())).status).toBe(usual);
}

let jwt: string;

beforeAll(async () => {
  const member = await createMember(sharedEditor().api);
  jwt = (await logIn(cmsUrl(), member.email, member.password)).body.jwt;
});

// Each body is one the route refuses (400 or 403), so nothing is stored or mailed.
describe('rate limits on public forms and endpoints, per visitor', () => {
  it('newsletter sign-up', () => expectLimited(post('/newsletter/subscribe', { email: 'geen-adres' })));
  it('account sign-up', () => expectLimited(post('/auth/local/register', { email: 'geen-adres', password: 'x' })));
  it('password reset mail', () => expectLimited(post('/auth/forgot-password', { email: 'geen-adres' })));
  it('activation mail', () => expectLimited(post('/auth/send-email-confirmation', { email: 'geen-adres' })));
  it('subscription order', () => expectLimited(post('/subscription-orders', { plan: '' })));
  it('contact request', () => expectLimited(post('/contact-requests', { partner: '' })));
  it('event registration', () => expectLimited(post('/event-registrations', { event: '' }, jwt)));
  it('vacancy posting', () => expectLimited(post('/vacancies/mine', { title: '' }, jwt)));
  it('push subscription', () => expectLimited(post('/push-subscriptions/subscribe', { subscription: null })));
  it('event reminders', () => expectLimited(post('/push-subscriptions/reminders', { subscription: null }, jwt)));

  it('search: the results page and the suggestions count together', async () => {
    const suggest: Send = (address) => fetch(`${cmsUrl()}/api/search/suggest?q=beurs&locale=nl`, asSite(address));
    await expectLimited(suggest, SEARCH_LIMIT);
    // The same visitor's results page is refused too; its count is full.
    const visitor = newVisitor();
    for (let i = 0; i < SEARCH_LIMIT; i++) expect((await suggest(visitor)).status).toBe(200);
    const results = await fetch(`${cmsUrl()}/api/search?q=beurs&locale=nl`, asSite(visitor));
    expect(results.status).toBe(429);
    expect(results.headers.get('retry-after')).toBe('60');
    // And so is the count of a results page the site would serve from its cache.
    const seen = await fetch(`${cmsUrl()}/api/search/seen?q=beurs&locale=nl`, asSite(visitor, { method: 'POST' }));
    expect(seen.status).toBe(429);
    expect(seen.headers.get('retry-after')).toBe('60');
    // The render of that cached page is the site's own search, for nobody in particular: never refused.
    const render = await fetch(`${cmsUrl()}/api/search?q=beurs&locale=nl`, { headers: { ...asSite(visitor).headers, 'X-Search-Seen': '1' } });
    expect(render.status).toBe(200);
  });

  it('search: counting a results page served from the cache counts toward the limit', async () => {
    // A second page, which the query log does not keep: this test leaves no searches behind.
    const seen: Send = (address) => fetch(`${cmsUrl()}/api/search/seen?q=beurs&locale=nl&page=2`, asSite(address, { method: 'POST' }));
    await expectLimited(seen, SEARCH_LIMIT);
  });
});
