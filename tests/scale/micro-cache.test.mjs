// nginx's micro-cache in front of the site (deploy/nginx.conf): the crowd gets pages that are the
// same for everyone from it, first visits included; nothing personal is kept; an edit shows within
// 5 seconds.
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { TOKEN_COOKIE, SIGNED_IN_COOKIE } from '../../apps/web/src/lib/auth/cookie-names';
import { editor } from '../support/cms-editor';
import { createMember, logIn } from '../support/members';
import { fetchPage } from './pages.mjs';

const { cmsUrl, siteUrls, nginxUrl } = inject('scale');
const article = '/nieuws/beursvloer-groeit-weer-in-2026';
// Page loads of browsers on a first visit, as nginx and the site see them.
const dutch = { 'accept-language': 'nl-NL,nl;q=0.9,en-US;q=0.8,en;q=0.7', 'sec-fetch-dest': 'document' };
const english = { 'accept-language': 'en-US,en;q=0.9', 'sec-fetch-dest': 'document' };
const undecided = { 'accept-language': 'en-GB,nl', 'sec-fetch-dest': 'document' };

let visit = 0;
/** An address of its own for each test, so no other test's visit has put it in the cache. */
const fresh = (path) => `${path}${path.includes('?') ? '&' : '?'}bezoek=${Date.now()}-${++visit}`;
const fromCache = (page) => ['HIT', 'STALE', 'UPDATING'].includes(page.proxyCache);
/** What a visitor gets through nginx, next to what a site process answers the same request. */
const bothWays = async (path, headers) => ({ proxied: await fetchPage(nginxUrl, path, { headers }), direct: await fetchPage(siteUrls[0], path, { headers }) });

let cmsEditor;
beforeAll(async () => {
  cmsEditor = await editor(cmsUrl);
});

describe('first visits', () => {
  test('are answered from the cache, with the language cookie the site sets', async () => {
    for (const path of [fresh(article), fresh('/en')]) {
      const first = await fetchPage(nginxUrl, path, { headers: dutch });
      const again = await fetchPage(nginxUrl, path, { headers: dutch });
      expect(first).toMatchObject({ status: 200, proxyCache: 'MISS' });
      expect(fromCache(again)).toBe(true);
      expect(again.html).toBe(first.html);
      const direct = await fetchPage(siteUrls[0], path, { headers: dutch });
      expect(direct.cookies).toHaveLength(1);
      expect(first.cookies).toEqual(direct.cookies);
      expect(again.cookies).toEqual(direct.cookies);
    }
  });

  test('from an English browser are sent to the English page, with its cookie, as the site does', async () => {
    const { proxied, direct } = await bothWays(fresh(article), english);
    expect(proxied).toMatchObject({ status: 307, location: direct.location, cookies: direct.cookies });
    expect(direct.location).toMatch(/^\/en\/nieuws\//);
  });

  test('from a browser whose language only the site can tell are left to the site', async () => {
    const { proxied, direct } = await bothWays(fresh(article), undecided);
    expect(proxied).toMatchObject({ status: direct.status, proxyCache: 'BYPASS', cookies: direct.cookies });
  });
});

describe('never kept', () => {
  test('a page rendered for one request (no-store)', async () => {
    const path = fresh('/inloggen');
    const first = await fetchPage(nginxUrl, path, { headers: dutch });
    expect(first.cacheControl).toMatch(/no-store/);
    expect((await fetchPage(nginxUrl, path, { headers: dutch })).proxyCache).toBe('MISS');
  });

  test('search results, though the site serves a repeated search from its own cache', async () => {
    const path = fresh('/zoeken?q=beurs');
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await fetchPage(nginxUrl, path, { headers: { ...dutch, cookie: 'NEXT_LOCALE=nl' } }));
    expect(answers.map((page) => [page.status, page.proxyCache])).toEqual(Array(6).fill([200, 'BYPASS']));
    // Each site process served the search again from its own cache (lib/list-copies.ts), with an
    // answer nginx would otherwise have kept.
    expect(answers.some((page) => /s-maxage/.test(page.cacheControl))).toBe(true);
  });

  test('an answer that sets a cookie', async () => {
    // A Dutch reader's first English page: the site moves their language cookie to English.
    const path = fresh('/en');
    const switching = await fetchPage(nginxUrl, path, { headers: { ...dutch, cookie: 'NEXT_LOCALE=nl' } });
    expect(switching.cookies).toEqual([expect.objectContaining({ cookie: 'NEXT_LOCALE=en' })]);
    const settled = { ...dutch, cookie: 'NEXT_LOCALE=en' };
    expect((await fetchPage(nginxUrl, path, { headers: settled })).proxyCache).toBe('MISS');
    expect(fromCache(await fetchPage(nginxUrl, path, { headers: settled }))).toBe(true);
  });

  test.each([
    ['a member', TOKEN_COOKIE],
    ["an editor's preview", '__prerender_bypass'],
  ])('the page asked for by %s, nor is theirs answered from the cache', async (_, cookie) => {
    const path = fresh(article);
    const personal = { headers: { ...dutch, cookie: `${cookie}=x` } };
    expect((await fetchPage(nginxUrl, path, personal)).proxyCache).toBe('BYPASS');
    expect((await fetchPage(nginxUrl, path, { headers: dutch })).proxyCache).toBe('MISS');
    expect(fromCache(await fetchPage(nginxUrl, path, { headers: dutch }))).toBe(true);
    expect((await fetchPage(nginxUrl, path, personal)).proxyCache).toBe('BYPASS');
  });

  test('an API route, though it says public', async () => {
    const path = fresh('/api/icons/lucide.json?icons=bell');
    const first = await fetchPage(nginxUrl, path);
    expect(first).toMatchObject({ status: 200, cacheControl: expect.stringMatching(/public/) });
    expect(fromCache(await fetchPage(nginxUrl, path))).toBe(false);
  });

  test('a form sent to a page', async () => {
    const path = fresh(article);
    await fetchPage(nginxUrl, path, { headers: dutch });
    expect(fromCache(await fetchPage(nginxUrl, path, { headers: dutch }))).toBe(true);
    const form = { 'content-type': 'application/x-www-form-urlencoded', cookie: 'NEXT_LOCALE=nl' };
    expect(fromCache(await fetchPage(nginxUrl, path, { method: 'POST', headers: form, body: 'naam=x' }))).toBe(false);
  });
});

test('a publish shows through nginx within 5 seconds', async () => {
  const slug = `druk-${Date.now()}`;
  const created = await cmsEditor.createArticle({ title: 'Eerste kop', slug, excerpt: 'Voor de schaaltest.', date: new Date().toISOString() }, { publish: true });
  try {
    const path = `/nieuws/${slug}`;
    await fetchPage(nginxUrl, path, { headers: dutch });
    const kept = await fetchPage(nginxUrl, path, { headers: dutch });
    expect(fromCache(kept) && kept.title).toBe('Eerste kop');
    await cmsEditor.publishArticle(created.documentId, { title: 'Tweede kop' });
    await expect.poll(async () => (await fetchPage(nginxUrl, path, { headers: dutch })).title, { timeout: 5000, interval: 200 }).toBe('Tweede kop');
  } finally {
    await cmsEditor.deleteArticle(created.documentId);
  }
});

test('signed-in members see themselves in the header, each their own', async () => {
  const members = await Promise.all(['Eerste Lid', 'Tweede Lid'].map((name) => createMember(cmsEditor.api, { name })));
  try {
    for (const member of members) {
      const { body } = await logIn(cmsUrl, member.email, member.password);
      const headers = { ...dutch, cookie: `${TOKEN_COOKIE}=${body.jwt}; ${SIGNED_IN_COOKIE}=1; NEXT_LOCALE=nl` };
      expect(await fetchPage(nginxUrl, article, { headers })).toMatchObject({ status: 200, proxyCache: 'BYPASS' });
      // The header asks who is signed in once the page has loaded.
      const session = await fetch(`${nginxUrl}/api/session`, { headers }).then((response) => response.json());
      expect(session.member).toMatchObject({ name: member.name, email: member.email });
    }
    const anonymous = await fetch(`${nginxUrl}/api/session`, { headers: { cookie: 'NEXT_LOCALE=nl' } }).then((response) => response.json());
    expect(anonymous.member).toBeNull();
  } finally {
    await Promise.all(members.map((member) => cmsEditor.api(`/users/${member.id}`, { method: 'DELETE' }).catch(() => undefined)));
  }
});
