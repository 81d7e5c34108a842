import { createServer, get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createErrorPageToken, fetchErrorPage, keptErrorPages, serveErrorPages } from './error-pages.mjs';
import { ERROR_PAGE_PATH_HEADER, ERROR_PAGE_STATUS_HEADER, ERROR_PAGE_TOKEN_HEADER } from './names.mjs';
import { newRequestContext } from './request-context.mjs';
import { answerByRules } from './response-head.mjs';
import { nonceOf, nonceRequest, scriptNonce } from './script-nonce.mjs';

const PAGE = '<!DOCTYPE html><html lang="nl"><body><h1>Page not found</h1></body></html>';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const servers = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function listen(handler) {
  const server = createServer(handler);
  servers.push(server);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${server.address().port}`;
}

/** Answers like Next: status and headers set first, then written the way `write` says. */
const nextLike = (status, type, write) => (req, res) => {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('ETag', '"next"');
  write(res);
};

/**
 * A server with the error pages in front of `answer`, its page from `render`, as the site's server
 * runs them (with the script nonce rule, and `statusOf` for what the rules make of a status); what
 * one request got.
 */
async function ask(answer, render, { path = '/bestaat-niet', method = 'GET', headers = {}, statusOf = (status) => status } = {}) {
  const seen = [];
  const origin = await listen((req, res) => {
    const context = newRequestContext();
    nonceRequest(req, context);
    answerByRules(res, context, [scriptNonce]);
    serveErrorPages(req, res, context, statusOf, async (wanted) => {
      seen.push(wanted);
      return render(wanted);
    });
    answer(req, res);
  });
  const response = await new Promise((resolve, reject) =>
    get(`${origin}${path}`, { method, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject),
  );
  return { ...response, text: response.body.toString(), seen };
}

const page = async () => ({ type: 'text/html; charset=utf-8', body: Buffer.from(PAGE) });
const shell = '<html id="__next_error__"><body></body></html>';

describe('an HTML 404', () => {
  it('is answered with the rendered page, keeping the status and headers, whether streamed or ended at once', async () => {
    const streamed = await ask(nextLike(404, 'text/html; charset=utf-8', (res) => { res.flushHeaders(); res.write(shell.slice(0, 10)); res.end(shell.slice(10)); }), page);
    expect(streamed).toMatchObject({ status: 404, text: PAGE, headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': String(PAGE.length) } });
    expect(streamed.headers).not.toHaveProperty('etag');
    const whole = await ask(nextLike(404, 'text/html; charset=utf-8', (res) => res.end(shell)), page, { path: '/nieuws/x?pagina=2' });
    expect(whole).toMatchObject({ status: 404, text: PAGE });
    // The path as asked for: the page names it, and depends on nothing else.
    expect(whole.seen).toEqual([{ path: '/nieuws/x', status: 404 }]);
  });

  it('is compressed as Next compressed its own', async () => {
    const { gzipSync } = await import('node:zlib');
    const gzipped = await ask(nextLike(404, 'text/html', (res) => { res.setHeader('Content-Encoding', 'gzip'); res.end(gzipSync(shell)); }), page);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(PAGE);
  });

  it('carries this request’s nonce, in its scripts and its policy, whichever nonce it was rendered with', async () => {
    const policy = "default-src 'self'; script-src 'self' 'unsafe-inline'";
    const cached = nextLike(404, 'text/html; charset=utf-8', (res) => res.setHeader('Content-Security-Policy', policy).end(shell));
    const rendered = '<html><body><script nonce="aW5uZXI=">self.__next_f.push([1,"{\\"nonce\\":\\"aW5uZXI=\\"}"])</script></body></html>';
    const withNonce = async () => ({ type: 'text/html', body: Buffer.from(rendered), nonce: 'aW5uZXI=' });
    const answers = [await ask(cached, withNonce), await ask(cached, withNonce)];
    for (const { headers, text } of answers) {
      const nonce = nonceOf(headers['content-security-policy']);
      expect(headers['content-security-policy']).toBe(`default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
      expect(text).toBe(rendered.replaceAll('aW5uZXI=', nonce));
    }
    expect(nonceOf(answers[0].headers['content-security-policy'])).not.toBe(nonceOf(answers[1].headers['content-security-policy']));
    // A page rendered without a nonce keeps the cached pages' policy.
    expect((await ask(cached, page)).headers['content-security-policy']).toBe(policy);
  });

  it('keeps Next’s own answer when the page cannot be had', async () => {
    const failed = await ask(nextLike(404, 'text/html', (res) => { res.write('<html id="__next_error__">'); res.end('</html>'); }), async () => null);
    expect(failed).toMatchObject({ status: 404, text: '<html id="__next_error__"></html>', headers: { etag: '"next"' } });
    const thrown = await ask(nextLike(404, 'text/html', (res) => res.end(shell)), async () => { throw new Error('down'); });
    expect(thrown).toMatchObject({ status: 404, text: shell });
  });
});

describe('an HTML 5xx', () => {
  it('is answered to a person with the error page of the status the answer ends with', async () => {
    const failed = await ask(nextLike(500, 'text/html; charset=utf-8', (res) => res.end(shell)), page, { path: '/zoeken?q=x' });
    expect(failed).toMatchObject({ status: 500, text: PAGE, seen: [{ path: '/zoeken', status: 500 }] });
    const down = await ask(nextLike(500, 'text/html', (res) => res.end(shell)), page, { statusOf: () => 503 });
    expect(down.seen).toEqual([{ path: '/bestaat-niet', status: 503 }]);
  });

  it('is Next’s own bare answer to a crawler', async () => {
    const crawled = await ask(nextLike(500, 'text/html', (res) => res.end(shell)), page, { headers: { 'User-Agent': GOOGLEBOT } });
    expect(crawled).toMatchObject({ status: 500, text: shell, seen: [] });
    // Its 404 is still the page: the not-found page is no error screen.
    expect((await ask(nextLike(404, 'text/html', (res) => res.end(shell)), page, { headers: { 'User-Agent': GOOGLEBOT } })).text).toBe(PAGE);
  });
});

describe('other answers', () => {
  it('pass untouched: other statuses, other types, HEAD, and the server’s own second request', async () => {
    for (const [answer, options] of [
      [nextLike(200, 'text/html', (res) => res.end('<p>ok</p>')), {}],
      [nextLike(410, 'text/html', (res) => res.end('<p>gone</p>')), {}],
      [nextLike(404, 'text/x-component', (res) => res.end('0:{}')), {}],
      [nextLike(404, 'application/json', (res) => res.end('{}')), {}],
      [nextLike(500, 'text/x-component', (res) => res.end('0:{}')), {}],
      [nextLike(404, 'text/html', (res) => res.end(shell)), { method: 'HEAD' }],
      [nextLike(404, 'text/html', (res) => res.end(shell)), { headers: { [ERROR_PAGE_TOKEN_HEADER]: 'x' } }],
    ]) {
      const { seen, headers } = await ask(answer, page, options);
      expect(seen).toEqual([]);
      expect(headers.etag).toBe('"next"');
    }
  });
});

describe('fetching the page', () => {
  it('asks this server for the error page with the token, the path and the status, nothing of the visitor, and takes only a 200 in HTML', async () => {
    createErrorPageToken();
    const asked = [];
    const origin = await listen((req, res) => {
      const path = decodeURIComponent(req.headers[ERROR_PAGE_PATH_HEADER]);
      asked.push({ url: req.url, token: req.headers[ERROR_PAGE_TOKEN_HEADER], path, status: req.headers[ERROR_PAGE_STATUS_HEADER], cookie: req.headers.cookie });
      res.setHeader('Content-Type', path === '/json' ? 'application/json' : 'text/html');
      res.statusCode = path === '/kapot' ? 500 : 200;
      if (path === '/met-nonce') res.setHeader('Content-Security-Policy', "script-src 'self' 'nonce-aW5uZXI=' 'strict-dynamic'");
      res.end(PAGE);
    });
    expect((await fetchErrorPage(origin, { path: '/en/x y', status: 404 }))?.body.toString()).toBe(PAGE);
    expect(await fetchErrorPage(origin, { path: '/en/x', status: 503 })).not.toBeNull();
    expect(asked.slice(0, 2)).toEqual([
      { url: '/pagina-niet-gevonden', token: process.env.ERROR_PAGE_TOKEN, path: '/en/x y', status: '404', cookie: undefined },
      { url: '/serverfout', token: process.env.ERROR_PAGE_TOKEN, path: '/en/x', status: '503', cookie: undefined },
    ]);
    // The nonce it was rendered with, for each answer to swap for its own.
    expect(await fetchErrorPage(origin, { path: '/en/x', status: 404 })).not.toHaveProperty('nonce');
    expect(await fetchErrorPage(origin, { path: '/met-nonce', status: 404 })).toMatchObject({ nonce: 'aW5uZXI=' });
    expect(process.env.ERROR_PAGE_TOKEN).toMatch(/^[\w-]{32}$/);
    expect(await fetchErrorPage(origin, { path: '/kapot', status: 404 })).toBeNull();
    expect(await fetchErrorPage(origin, { path: '/json', status: 404 })).toBeNull();
  });

  it('never sends the token to another host, however the path is written', async () => {
    const elsewhere = [];
    const other = await listen((req, res) => { elsewhere.push(req.url); res.end(); });
    const origin = await listen((req, res) => { res.statusCode = 404; res.end(); });
    const host = other.replace('http://', '');
    expect(await fetchErrorPage(origin, { path: `//${host}/x`, status: 404 })).toBeNull();
    expect(await fetchErrorPage(origin, { path: `http://${host}/x`, status: 404 })).toBeNull();
    expect(elsewhere).toEqual([]);
  });

  it('renders a path once while it is asked for again and again, at the same time too, but keeps no failure', async () => {
    const rendered = [];
    const kept = keptErrorPages(async ({ path, status }) => {
      rendered.push(`${status} ${path}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return path === '/kapot' ? null : { type: 'text/html', body: Buffer.from(`${status} ${path}`) };
    });
    const a = { path: '/a', status: 404 };
    const pages = await Promise.all([kept(a), kept(a), kept({ path: '/b', status: 404 }), kept({ path: '/a', status: 503 })]);
    expect(pages.map((page) => page.body.toString())).toEqual(['404 /a', '404 /a', '404 /b', '503 /a']);
    expect((await kept(a)).body.toString()).toBe('404 /a');
    expect(await kept({ path: '/kapot', status: 404 })).toBeNull();
    expect(await kept({ path: '/kapot', status: 404 })).toBeNull();
    expect(rendered).toEqual(['404 /a', '404 /b', '503 /a', '404 /kapot', '404 /kapot']);
  });
});
