import { createServer, get } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { newRequestContext } from './request-context.mjs';
import { answerByRules } from './response-head.mjs';
import { nonceOf, nonceRequest, policyWithNonce, scriptNonce } from './script-nonce.mjs';

const CACHED = "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; object-src 'none'";
const servers = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/** A server with the nonce in front of an answer with `headers`; what the page saw and the client got. */
async function ask(headers, { sent = {} } = {}) {
  const seen = [];
  const server = createServer((req, res) => {
    const context = newRequestContext();
    nonceRequest(req, context);
    answerByRules(res, context, [scriptNonce]);
    seen.push({ header: req.headers['content-security-policy'], reportOnly: req.headers['content-security-policy-report-only'], nonce: context.nonce });
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.end('<p>page</p>');
  });
  servers.push(server);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const response = await new Promise((resolve, reject) =>
    get({ host: '127.0.0.1', port: server.address().port, headers: sent, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers));
    }).on('error', reject),
  );
  return { seen: seen[0], policy: response['content-security-policy'] };
}

describe('the policy with a nonce', () => {
  it('takes the nonce and strict-dynamic for scripts instead of unsafe-inline, and leaves every other directive alone', () => {
    expect(policyWithNonce(CACHED, 'abc+/=')).toBe("default-src 'self'; script-src 'self' 'nonce-abc+/=' 'strict-dynamic'; style-src 'self' 'unsafe-inline'; object-src 'none'");
    expect(nonceOf(policyWithNonce(CACHED, 'abc+/='))).toBe('abc+/=');
    expect(nonceOf(CACHED)).toBeUndefined();
    expect(nonceOf(undefined)).toBeUndefined();
  });
});

describe('every request', () => {
  it('gets a fresh nonce where Next reads it, whatever the client sent there', async () => {
    const first = await ask({}, { sent: { 'Content-Security-Policy': "script-src 'nonce-chosen'", 'Content-Security-Policy-Report-Only': "script-src 'nonce-chosen'" } });
    const second = await ask({});
    expect(first.seen.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(first.seen.header).toBe(`script-src 'nonce-${first.seen.nonce}'`);
    expect(first.seen.reportOnly).toBeUndefined();
    expect(second.seen.nonce).not.toBe(first.seen.nonce);
  });
});

describe('the answer', () => {
  it('rendered for this request runs its scripts by that request’s nonce', async () => {
    const { seen, policy } = await ask({ 'Content-Security-Policy': CACHED, 'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate' });
    expect(policy).toBe(policyWithNonce(CACHED, seen.nonce));
    expect(policy.split('; ').find((directive) => directive.startsWith('script-src'))).not.toContain("'unsafe-inline'");
  });

  it('from Next’s cache, or rendered into it, keeps the cached pages’ policy; one without a policy gets none', async () => {
    for (const cache of ['HIT', 'STALE', 'MISS']) {
      const { policy } = await ask({ 'Content-Security-Policy': CACHED, 'Cache-Control': 's-maxage=300, stale-while-revalidate=31535700', 'x-nextjs-cache': cache });
      expect(policy, cache).toBe(CACHED);
    }
    expect((await ask({ 'Content-Security-Policy': CACHED, 'Cache-Control': 'no-store', 'x-nextjs-cache': 'HIT' })).policy).toBe(CACHED);
    expect((await ask({ 'Content-Security-Policy': CACHED })).policy).toBe(CACHED);
    expect((await ask({ 'Cache-Control': 'no-store' })).policy).toBeUndefined();
  });
});
