import { isDeepStrictEqual } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import * as contract from '../../packages/shared/src/analytics';
import constants from '../support/test-constants.json';
import { createMember, joinCompany, logIn } from '../support/members';
import { cmsUrl, publicApi, sharedEditor, siteApi, siteUrl } from './helpers';

// The analytics pipeline's CMS half: the site's batches in, raw events stored in
// batches, daily rollups and the dashboard's figures out.

const SITE = new URL(siteUrl()).origin;
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const newSession = () => `s-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

let cms: ReturnType<typeof sharedEditor>;

type Event = contract.AnalyticsEvent;
const pageview = (path: string, extra: Partial<Event> = {}): Event => ({ name: 'Pageview', url: `${SITE}${path}`, ts: Date.now(), ...extra });
const batch = (events: unknown[], session = newSession(), device = 'desktop') => ({ data: { events, session, device } });
const send = (body: unknown, secret?: string | null) => siteApi('/statistics', body, secret);

/** Every raw event matching `filters` (the editors' read of the log, page by page). */
async function rawEvents(filters: string): Promise<any[]> {
  const events: any[] = [];
  for (let page = 1; ; page++) {
    const body = await cms.api(`/analytics-events?${filters}&pagination[pageSize]=100&pagination[page]=${page}`);
    events.push(...body.data);
    if (page >= body.meta.pagination.pageCount) return events;
  }
}

/** The dashboard's totals of one day, computed from raw events as the rollups define them. */
function expectedTotals(events: any[], sessionsBy: (e: any) => string) {
  const views = events.filter((e) => e.name === 'Pageview');
  return {
    views: views.length,
    // Unique sessions per key (per item, or the whole site) and day, summed.
    sessions: new Set(views.filter((e) => e.session).map(sessionsBy)).size,
    leads: events.filter((e) => e.name === 'Lead').length,
    clicks: events.filter((e) => e.name === 'Marketing').length,
  };
}

const asUser = (jwt: string | null, path: string) => publicApi(path, jwt ? { headers: { Authorization: `Bearer ${jwt}` } } : undefined);

beforeAll(() => {
  cms = sharedEditor();
});

describe('POST /statistics', () => {
  it('is for the site only: no secret or a wrong one is refused', async () => {
    const body = batch([pageview('/')]);
    expect((await send(body, null)).status).toBe(403);
    expect((await send(body, 'fout')).status).toBe(403);
    expect((await send(body)).status).toBe(202);
  });

  it('refuses bad batches with a 400 and the reason', async () => {
    const long = 'x'.repeat(contract.MAX_URL_LENGTH);
    const cases: Array<[string, unknown, RegExp]> = [
      ['no data', {}, /expected object|data/i],
      ['an array', [pageview('/')], /expected object/i],
      ['no events', { data: { session: newSession(), device: 'desktop' } }, /events must be an array/],
      ['empty events', batch([]), /events must not be empty/],
      ['too many events', batch(Array.from({ length: contract.MAX_EVENTS_PER_BATCH + 1 }, () => pageview('/'))), /at most 50 events/],
      ['an unknown name', batch([{ ...pageview('/'), name: 'Pagina' }]), /name must be one of/],
      ['a url too long', batch([pageview(`/${long}`)]), /url is longer than 2048/],
      ['a url that is no URL', batch([{ ...pageview('/'), url: '/nieuws' }]), /url must be an absolute http\(s\) URL/],
      ['a javascript: url', batch([{ ...pageview('/'), url: 'javascript:alert(1)' }]), /url must be an absolute http\(s\) URL/],
      ['no ts', batch([{ name: 'Pageview', url: `${SITE}/` }]), /ts must be a number/],
      ['an unknown item type', batch([pageview('/x', { item: { type: 'recipe', id: 'abc' } as never })]), /item\.type must be one of/],
      ['a bad item id', batch([pageview('/x', { item: { type: 'article', id: '../etc' } })]), /item\.id must be a documentId/],
      ['an unknown lead kind', batch([{ ...pageview('/'), name: 'Lead', lead: 'coupon' }]), /lead must be one of/],
      ['an unknown device', batch([pageview('/')], newSession(), 'fridge'), /device must be one of/],
      ['no session', { data: { events: [pageview('/')], device: 'desktop' } }, /session must be a string/],
      ['a session that is no id', batch([pageview('/')], 'a b<c>'), /session must be a session id/],
      ['an unknown key', batch([{ ...pageview('/'), ip: '10.0.0.1' }]), /ip is not allowed/],
      [
        'a batch over the size limit',
        batch(Array.from({ length: 20 }, () => pageview('/', { referrer: `https://example.com/${'r'.repeat(2000)}` }))),
        /at most 32768 bytes/,
      ],
    ];
    for (const [what, body, reason] of cases) {
      const { status, body: answer } = await send(body);
      expect(status, what).toBe(400);
      expect(answer?.error?.message, what).toMatch(reason);
    }
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await fetch(`${cmsUrl()}/api/statistics`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Site-Secret': constants.sharedSecrets.SITE_API_SECRET },
      body: '{"data": {"events": [',
    });
    expect(response.status).toBe(400);
    const text = await fetch(`${cmsUrl()}/api/statistics`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'X-Site-Secret': constants.sharedSecrets.SITE_API_SECRET },
      body: 'hallo',
    });
    expect(text.status).toBe(400);
  });

  it('stores accepted events within a few seconds: path only, referrer host only, no foreign pages', async () => {
    const session = newSession();
    const { status, body } = await send(
      batch(
        [
          pageview('/nieuws?email=iemand@example.nl#top', { referrer: 'https://www.google.com/search?q=standbouw' }),
          pageview('/agenda', { referrer: `${SITE}/nieuws` }),
          { name: 'Marketing', url: `${SITE}/bedrijven/x`, ts: Date.now(), target: 'https://partner.example/aanbieding' },
          { name: 'Lead', url: `${SITE}/nieuwsbrief`, ts: Date.now(), lead: 'newsletter' },
          { ...pageview('/'), url: 'https://elders.example/' },
        ],
        session,
        'mobile',
      ),
    );
    expect(status).toBe(202);
    expect(body.data).toEqual({ accepted: 4, dropped: 1 });

    await expect.poll(async () => (await rawEvents(`filters[session][$eq]=${session}`)).length, { timeout: 10_000 }).toBe(4);
    const stored = (await rawEvents(`filters[session][$eq]=${session}&sort=id:asc`)).map(
      ({ name, path, url, referrerHost, device, lead, itemType, itemId, day }) => ({ name, path, url, referrerHost, device, lead, itemType, itemId, day }),
    );
    const none = { url: null, referrerHost: null, lead: null, itemType: null, itemId: null, device: 'mobile', day: today() };
    expect(stored).toEqual([
      { ...none, name: 'Pageview', path: '/nieuws', referrerHost: 'www.google.com' },
      { ...none, name: 'Pageview', path: '/agenda' },
      { ...none, name: 'Marketing', path: '/bedrijven/x', url: 'https://partner.example/aanbieding' },
      { ...none, name: 'Lead', path: '/nieuwsbrief', lead: 'newsletter' },
    ]);
  });
});

describe('figures', () => {
  let company: { documentId: string; name: string };
  let other: { documentId: string; name: string };
  let items: contract.AnalyticsEvent['item'][];
  let memberJwt: string;
  let editorJwt: string;

  beforeAll(async () => {
    // A company with products (and whatever vacancies and events it has), and another one.
    const products = (await cms.api('/products?locale=nl&populate[partner][fields][0]=name&pagination[pageSize]=100')).data as any[];
    const owned = products.find((p) => p.partner);
    company = { documentId: owned.partner.documentId, name: owned.partner.name };
    const partners = (await cms.api('/partners?locale=nl&pagination[pageSize]=10')).data as any[];
    const second = partners.find((p) => p.documentId !== company.documentId);
    other = { documentId: second.documentId, name: second.name };
    const vacancies = (await cms.api(`/vacancies?locale=nl&status=draft&filters[partner][documentId][$eq]=${company.documentId}`)).data as any[];
    items = [
      { type: 'company', id: company.documentId },
      ...products.filter((p) => p.partner?.documentId === company.documentId).map((p) => ({ type: 'product' as const, id: p.documentId })),
      ...vacancies.map((v) => ({ type: 'vacancy' as const, id: v.documentId })),
    ];

    const member = await createMember(cms.api);
    await joinCompany(cms.api, member, company.documentId, 'member');
    memberJwt = (await logIn(cmsUrl(), member.email, member.password)).body.jwt;

    const roles = (await cms.api('/users-permissions/roles')).roles as any[];
    const editorRole = roles.find((r) => r.type === 'editor');
    expect(editorRole, 'the Editor role is made at start').toBeDefined();
    const editor = await createMember(cms.api);
    await cms.api(`/users/${editor.id}`, { method: 'PUT', json: { role: editorRole.id } });
    editorJwt = (await logIn(cmsUrl(), editor.email, editor.password)).body.jwt;
  });

  it('cover a company page, its products and vacancies, and match the raw events', async () => {
    const [page, product] = items as NonNullable<Event['item']>[];
    const period = `from=${today()}&to=${today()}`;
    const before = (await asUser(memberJwt, `/statistics/companies/${company.documentId}?${period}`)).body.data.totals;
    const a = newSession();
    const b = newSession();
    expect((await send(batch([pageview('/bedrijven/a', { item: page, referrer: 'https://bing.com/' }), pageview('/bedrijven/a', { item: page })], a))).status).toBe(202);
    expect(
      (
        await send(
          batch(
            [
              pageview('/bedrijven/a', { item: page }),
              pageview('/producten/p', { item: product }),
              { name: 'Marketing', url: `${SITE}/bedrijven/a`, ts: Date.now(), item: page, target: 'https://bedrijf.example/' },
              { name: 'Lead', url: `${SITE}/bedrijven/a`, ts: Date.now(), item: page, lead: 'apply' },
              pageview('/nieuws', {}),
            ],
            b,
            'tablet',
          ),
        )
      ).status,
    ).toBe(202);
    await expect.poll(async () => (await rawEvents(`filters[session][$in][0]=${a}&filters[session][$in][1]=${b}`)).length, { timeout: 10_000 }).toBe(7);

    // Our own events add exactly this much (a product counts for its company).
    const delta = { views: 4, sessions: 3, leads: 1, clicks: 1 };
    const totals = async () => (await asUser(memberJwt, `/statistics/companies/${company.documentId}?${period}`)).body.data.totals;
    await expect
      .poll(async () => {
        const now = await totals();
        return { views: now.views - before.views, sessions: now.sessions - before.sessions, leads: now.leads - before.leads, clicks: now.clicks - before.clicks };
      }, { timeout: 10_000 })
      .toEqual(delta);

    // And every figure is what the raw events of the day say.
    const raw = (await rawEvents(`filters[day][$eq]=${today()}`)).filter((e) => items.some((i) => i?.type === e.itemType && i?.id === e.itemId));
    const { body } = await asUser(memberJwt, `/statistics/companies/${company.documentId}?${period}`);
    const figures = body.data as contract.CompanyFigures;
    expect(figures.company).toEqual(company);
    expect(figures.period).toEqual({ from: today(), to: today() });
    expect(figures.previous).toEqual({ from: daysAgo(1), to: daysAgo(1) });
    expect(figures.totals).toEqual(expectedTotals(raw, (e) => `${e.itemType}:${e.itemId}:${e.session}`));
    expect(figures.daily).toEqual([{ date: today(), ...figures.totals }]);
    const pageFigures = figures.items.find((i) => i.type === 'company' && i.id === company.documentId);
    expect(pageFigures).toMatchObject({ title: company.name, ...expectedTotals(raw.filter((e) => e.itemType === 'company'), (e) => e.session) });
    expect(figures.items.find((i) => i.type === 'product' && i.id === product!.id)?.views).toBeGreaterThanOrEqual(1);
    expect(figures.referrers).toContainEqual({ host: 'bing.com', views: raw.filter((e) => e.referrerHost === 'bing.com').length });
  });

  it('of the whole site match the raw events, for editors', async () => {
    const period = `from=${today()}&to=${today()}`;
    const session = newSession();
    await send(batch([pageview('/kalender', { referrer: 'https://duckduckgo.com/' })], session, 'mobile'));
    await expect.poll(async () => (await rawEvents(`filters[session][$eq]=${session}`)).length, { timeout: 10_000 }).toBe(1);

    // Today is rolled up on demand at most every 2 s: the figures catch up with the raw events.
    const siteTotals = (events: any[]) => ({ ...expectedTotals(events, (e) => e.session), sessions: new Set(events.filter((e) => e.session).map((e) => e.session)).size });
    let raw: any[] = [];
    let figures!: contract.SiteFigures;
    for (const deadline = Date.now() + 10_000; ; await new Promise((resolve) => setTimeout(resolve, 500))) {
      raw = await rawEvents(`filters[day][$eq]=${today()}`);
      const { status, body } = await asUser(editorJwt, `/statistics/site?${period}`);
      expect(status).toBe(200);
      figures = body.data;
      if (isDeepStrictEqual(figures.totals, siteTotals(raw)) || Date.now() > deadline) break;
    }
    expect(figures.totals).toEqual(siteTotals(raw));
    const kalender = raw.filter((e) => e.name === 'Pageview' && e.path === '/kalender');
    expect(figures.pages).toContainEqual({ path: '/kalender', views: kalender.length, sessions: new Set(kalender.map((e) => e.session)).size });
    const mobile = new Set(raw.filter((e) => e.device === 'mobile' && e.session).map((e) => e.session)).size;
    expect(figures.devices).toContainEqual({ device: 'mobile', sessions: mobile });
    expect(figures.referrers).toContainEqual({ host: 'duckduckgo.com', views: raw.filter((e) => e.referrerHost === 'duckduckgo.com').length });
    expect(Array.isArray(figures.searchesWithoutResults)).toBe(true);
  });

  it('are the member’s own companies only', async () => {
    expect((await asUser(memberJwt, '/statistics/companies')).body.data).toEqual([company]);
    expect((await asUser(memberJwt, `/statistics/companies/${other.documentId}`)).status).toBe(403);
    expect((await asUser(memberJwt, '/statistics/companies/bestaatniet0000000000000')).status).toBe(404);
    expect((await asUser(memberJwt, '/statistics/site')).status).toBe(403);
    expect((await asUser(null, `/statistics/companies/${company.documentId}`)).status).toBe(403);
    expect((await asUser(null, '/statistics/site')).status).toBe(403);
    // An editor sees every company.
    const all = (await asUser(editorJwt, '/statistics/companies')).body.data as { documentId: string }[];
    expect(all.map((c) => c.documentId)).toEqual(expect.arrayContaining([company.documentId, other.documentId]));
    expect((await asUser(editorJwt, `/statistics/companies/${other.documentId}`)).status).toBe(200);
    // So does an editor's API token (their tools, the benchmarks).
    expect((await cms.api(`/statistics/site?from=${today()}&to=${today()}`)).data.period).toEqual({ from: today(), to: today() });
  });

  it('refuse bad periods with a 400', async () => {
    for (const query of ['from=2026-02-30&to=2026-03-01', 'from=gisteren', `from=${today()}&to=${daysAgo(1)}`, `from=${daysAgo(400)}&to=${today()}`, 'to=2026-1-1']) {
      const { status, body } = await asUser(memberJwt, `/statistics/companies/${company.documentId}?${query}`);
      expect(status, query).toBe(400);
      expect(body.error.message, query).toBeTruthy();
    }
    const { status, body } = await asUser(memberJwt, `/statistics/companies/${company.documentId}?from=${daysAgo(399)}&to=${today()}`);
    expect(status).toBe(200);
    expect(body.data.daily).toHaveLength(400);
    expect(body.data.previous).toEqual({ from: daysAgo(799), to: daysAgo(400) });
  });
});

describe('a demo database', () => {
  // The suite's CMS seeds only a few of the demo's 90 days (tests/support/test-constants.json).
  const days = Number(constants.cmsSettings.SEED_DEMO_TRAFFIC_DAYS);

  it('has figures for the days before today: the whole site’s and each demo company’s', async () => {
    const period = `from=${daysAgo(days)}&to=${daysAgo(1)}`;
    const site = (await cms.api(`/statistics/site?${period}`)).data as contract.SiteFigures;
    expect(site.daily).toHaveLength(days);
    for (const day of site.daily) expect(day.views, day.date).toBeGreaterThan(0);
    expect(site.totals.leads).toBeGreaterThan(0);
    expect(site.totals.clicks).toBeGreaterThan(0);
    expect(site.pages.map((page) => page.path)).toContain('/');
    expect(site.referrers.map((referrer) => referrer.host)).toContain('www.google.com');
    expect(site.devices.map((device) => device.device).sort()).toEqual(['desktop', 'mobile', 'tablet']);

    // The first company by name is the demo member's (apps/cms/src/bootstrap/demo-member.ts).
    const { data: [first] } = await cms.api('/partners?locale=nl&sort=name:asc&pagination[pageSize]=1');
    const company = (await cms.api(`/statistics/companies/${first.documentId}?${period}`)).data as contract.CompanyFigures;
    expect(company.totals.views).toBeGreaterThan(days);
    expect(company.items.find((item) => item.type === 'company')?.title).toBe(first.name);
  });
});
