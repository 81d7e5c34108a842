import { expect, test, type APIRequestContext } from '@playwright/test';
import { createMember, demoCompany, joinCompany, logIn } from '../tests/support/members';
import { cmsUrl, sharedEditor } from './support/editor';
import { routeTemplates } from './support/routes';

// Hostile requests against every route of the site and every server action its pages use, from a
// fixed seed so a failure can be replayed: odd paths and encodings, huge and nested query strings,
// wrong methods, bodies of the wrong shape, and the real actions called with arguments and forms
// of the wrong shape, as a visitor and as a signed-in company member. Nothing may answer 5xx, and
// nothing typed may come back as markup.

// FUZZ_SEED runs another sequence, to look further or to replay one a failure printed.
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const REQUESTS = 3000;
const PARALLEL = 6;
/** The share of the requests that call a real server action. */
const ACTION_SHARE = 0.25;

/** mulberry32: a small, fast PRNG; the same seed gives the same run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Every route of apps/web/src/app (the test below checks that against the file tree), plus Next's
// image optimiser. `{s}` is a hostile segment, `{n}` a number or a hostile segment.
const ROUTES = [
  '/', '/{s}', '/{s}/{s}', '/nieuws', '/nieuws/{s}', '/nieuws/tag/{s}', '/auteurs/{n}/{s}', '/kalender', '/kalender/{s}', '/kalender/{s}/ics',
  '/kalender/{s}/exposanten', '/kalender/{s}/plattegrond', '/kalender/{s}/beursbezoek', '/kalender/{s}/beursbezoek/ics',
  '/kalender/beursagenda', '/kalender/branche-agenda', '/beurzen', '/congressen', '/festivals', '/brand-events',
  '/company-events', '/incentive-travel', '/sportevenementen', '/magazines', '/magazines/{s}', '/explore', '/explore/{s}',
  '/sitemap', '/sitemap/{n}', '/sitemap/{n}/{n}', '/inschrijvingen', '/abonnementen', '/abonnementen/{s}', '/nieuwsbrief',
  '/nieuwsbrief/bevestigen', '/nieuwsbrief/afmelden', '/livewire', '/over-ons', '/expovisie', '/conferencematters', '/l/{n}',
  '/c/{s}/{s}', '/inloggen', '/registreren', '/wachtwoord-vergeten', '/wachtwoord-reset', '/account-activeren',
  '/email-valideren', '/uitnodiging', '/account', '/auth/connect', '/bedrijvengids', '/bedrijvengids/{n}',
  '/bedrijvengids/{n}/producten', '/productengids', '/productengids/{n}', '/locatie-finder', '/locatie-finder/{s}',
  '/vacatures', '/vacatures/{s}', '/vacatures/{s}/niet-beschikbaar', '/vacatures/plaatsen', '/zoeken', '/industry-dashboard',
  '/industry-dashboard/csv', '/pagina-niet-gevonden', '/serverfout', '/lijst-kopie/{s}/bedrijvengids', '/lijst-kopie/{s}/kalender',
  '/lijst-kopie/{s}/kalender/beursagenda', '/lijst-kopie/{s}/kalender/branche-agenda', '/lijst-kopie/{s}/locatie-finder',
  '/lijst-kopie/{s}/kalender/{s}/exposanten', '/lijst-kopie/{s}/kalender/{s}/plattegrond', '/lijst-kopie/{s}/magazines',
  '/lijst-kopie/{s}/nieuws', '/lijst-kopie/{s}/nieuws/tag/{s}', '/lijst-kopie/{s}/productengids', '/lijst-kopie/{s}/vacatures',
  '/lijst-kopie/{s}/zoeken',
  '/feeds/nieuws/{s}', '/feeds/tag/{s}/{s}', '/feeds/kalender', '/feeds/vacatures', '/manifest.webmanifest', '/sitemap.xml',
  '/sitemaps/{s}', '/robots.txt', '/icon.svg', '/health', '/uploads/{s}', '/uploads/{s}/{s}', '/builds/latest.json',
  '/api/session', '/api/captcha', '/api/livewire', '/api/revalidate', '/api/preview', '/api/preview/exit', '/api/account/export',
  '/api/statistics', '/api/statistics/', '/api/search/suggest', '/api/icons/{s}', '/api/push/subscriptions', '/api/push/reminders',
  '/api/favourites/{s}', '/_next/image',
];

// Throws on purpose in this suite (E2E_ERROR_ROUTE), for the error screen's test: a 500 by design.
const NOT_FUZZED = ['/e2e-fout'];

const PARAMS = ['q', 'pagina', 'type', 'maand', 'provincie', 'plaats', 'weergave', 'redirect', 'token', 'secret', 'path', 'evenement', 'sector', 'letter', 'categorie', 'bedrijf', 'capaciteit', 'voorziening', 'hal', 'stand', 'uren', 'niveau', 'sorteer', 'provider', 'error', 'slug', 'locale', 'tags', 'format', 'url', 'w', 'van', 'tot', 'code', 's', 'dag', 'start', 'minuten'];

// The pages with forms, and the members' pages with theirs, where the fuzz finds the real action ids.
const FORM_PAGES = [
  '/nieuwsbrief', '/inloggen', '/registreren', '/wachtwoord-vergeten', '/wachtwoord-reset?code=x', '/account-activeren',
  '/abonnementen/expovisie-jaarabonnement', '/nieuwsbrief/bevestigen?token=x', '/nieuwsbrief/afmelden?token=x',
  '/email-valideren?token=x', '/uitnodiging?token=x', '/en/nieuwsbrief',
];
const MEMBER_PAGES = ['/account', '/vacatures/plaatsen', '/inschrijvingen?evenement=kennissessie-duurzame-evenementen', '/industry-dashboard'];

/** Form fields the site's forms have, and some they do not. */
const FIELDS = ['email', 'name', 'password', 'passwordConfirmation', 'currentPassword', 'lists', 'token', 'code', 'iban', 'accountHolder', 'plan', 'terms', 'event', 'company', 'jobTitle', 'title', 'description', 'altcha', 'redirect', 'locale', 'image', 'role', '__proto__', 'constructor'];

/** Marks what a request carried, so the check can tell a reflection from the page's own markup. */
const marker = (n: number) => `<x-fuzz-${n} onload=alert(${n})>`;

type Action = { page: string; id: string };
type Request = { method: string; url: string; data?: string; headers: Record<string, string> };

function generator(seed: number, actions: Action[], memberCookie: string) {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const int = (max: number) => Math.floor(next() * max);

  const segment = (n: number): string =>
    pick([
      () => 'bestaat-niet',
      () => String(int(1e6)),
      () => '-1',
      () => '0x1f',
      () => encodeURIComponent(marker(n)),
      () => '%2e%2e',
      () => '..%2f..%2fetc%2fpasswd',
      () => '%00',
      () => '%C0%AE%C0%AE',
      () => '%ff%fe',
      () => '%E0%A4%A',
      () => '%',
      () => encodeURIComponent("' OR 1=1 --"),
      () => encodeURIComponent('😀'.repeat(int(20) + 1)),
      () => 'a'.repeat(int(3000) + 1),
      () => encodeURIComponent('${7*7}{{7*7}}'),
      () => 'NUL',
      () => encodeURIComponent('javascript:alert(1)'),
      () => pick(['rss', 'atom', 'json', 'logos.svg', 'mdi.json', 'x.svg', 'nieuws.xml']),
    ])();

  const text = (n: number): string =>
    pick([
      () => marker(n),
      () => '"><svg onload=alert(1)>',
      () => String(-int(1e9)),
      () => '9'.repeat(int(40) + 1),
      () => 'x'.repeat(int(20000)),
      () => 'NEAR(a b) OR "c" AND -d* :e',
      () => '//elders.example',
      () => 'https://elders.example/',
      () => '',
      () => '2027-13',
      () => '\u0000\u202e',
      () => 'nl',
      () => 'iemand@example.nl',
      () => 'NL91ABNA0417164300',
    ])();

  const value = (n: number): string => pick([() => encodeURIComponent(text(n)), () => '%ff', () => '%'])();

  const query = (n: number): string => {
    const shape = int(6);
    if (shape === 0) return '';
    if (shape === 1) return `?${Array.from({ length: 1500 }, (_, i) => `p${i}=${i}`).join('&')}`;
    if (shape === 2) return `?${pick(PARAMS)}${'[a]'.repeat(int(30) + 1)}=${value(n)}`;
    if (shape === 3) return `?${pick(PARAMS)}[]=${Array.from({ length: 50 }, () => value(n)).join(`&${pick(PARAMS)}[]=`)}`;
    return `?${Array.from({ length: int(5) + 1 }, () => `${pick(PARAMS)}=${value(n)}`).join('&')}`;
  };

  const body = (n: number): { data?: string; headers: Record<string, string> } =>
    pick([
      () => ({ headers: {} }),
      () => ({ data: '{"', headers: { 'Content-Type': 'application/json' } }),
      () => ({ data: JSON.stringify([marker(n)]), headers: { 'Content-Type': 'application/json' } }),
      () => ({ data: JSON.stringify({ tags: [{ a: marker(n) }], secret: 1, path: { $gt: '' } }), headers: { 'Content-Type': 'application/json' } }),
      () => ({ data: JSON.stringify({ data: { events: [{ name: marker(n) }], session: 1 } }), headers: { 'Content-Type': 'application/json' } }),
      () => ({ data: JSON.stringify({ subscription: { endpoint: marker(n), keys: [] }, locale: 'nl', on: 'ja' }), headers: { 'Content-Type': 'application/json' } }),
      () => ({ data: 'a=1&a[b]=2&' + 'x'.repeat(int(50000)), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
      () => ({ data: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n', headers: { 'Content-Type': 'multipart/form-data; boundary=x' } }),
      () => ({ data: JSON.stringify({ 0: marker(n) }), headers: { 'Content-Type': 'text/x-component', 'Next-Action': 'f'.repeat(40) } }),
    ])();

  // What Next's client router sends with a navigation or a prefetch, garbled.
  const routerHeaders = (n: number): Record<string, string> =>
    pick([
      () => ({}),
      () => ({}),
      () => ({ RSC: '1' }),
      () => ({ RSC: '1', 'Next-Router-Prefetch': '1' }),
      () => ({ RSC: '1', 'Next-Router-State-Tree': encodeURIComponent(pick(['["",{"children":["x",{}]}]', '[', marker(n), '{"a":1}'])) }),
      () => ({ RSC: '1', 'Next-Router-Segment-Prefetch': pick(['/_tree', '/_index', marker(n), '/../x']) }),
    ])();

  // React's encoded arguments of an action call (encodeReply), of the wrong shape: too few, wrong
  // types, references to parts that are not there, broken JSON.
  const args = (n: number): string =>
    pick([
      () => '[]',
      () => JSON.stringify([marker(n)]),
      () => JSON.stringify(['nl']),
      () => JSON.stringify(['nl', { status: 'idle' }, marker(n)]),
      () => JSON.stringify(['nl', '//elders.example', null, { get: 1 }]),
      () => JSON.stringify([{ locale: 'nl' }, [], 1, true]),
      () => JSON.stringify([pick(['$K1', '$Q1', '$W1', '$@1', '$T', '$F1', '$h1', '$n99999999999999999999', '$D' + marker(n), '$B1', '$Z', '$undefined', '$$x'])]),
      () => JSON.stringify(['nl', pick(['$K1', '$Q2', '$@0', '$T', '$F0'])]),
      () => JSON.stringify(Array.from({ length: 5000 }, () => 'x')),
      () => '['.repeat(3000) + ']'.repeat(3000),
      () => '{"',
      () => '"x"',
      () => String(int(1e9)),
      () => JSON.stringify({ 0: marker(n), length: 1e9 }),
    ])();

  const fields = (n: number): [string, string][] =>
    Array.from({ length: int(6) }, () => [pick([...FIELDS, `1_${pick(FIELDS)}`, `$ACTION_KEY`]), text(n)] as [string, string]);

  const multipart = (entries: [string, string][]) => ({
    data: entries.map(([name, content]) => `--fuzz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${content}\r\n`).join('') + '--fuzz--\r\n',
    headers: { 'Content-Type': 'multipart/form-data; boundary=fuzz' },
  });

  // A real action called as the browser calls it (with and without JavaScript), with wrong shapes.
  const actionCall = (n: number, { id }: Action): { data: string; headers: Record<string, string> } =>
    pick([
      () => ({ data: args(n), headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'Next-Action': id, Accept: 'text/x-component' } }),
      () => {
        const call = multipart([['0', args(n)], ...fields(n)]);
        return { ...call, headers: { ...call.headers, 'Next-Action': id, Accept: 'text/x-component' } };
      },
      () => multipart([[`$ACTION_ID_${id}`, ''], ...fields(n)]),
      () => {
        const ref = pick([
          () => JSON.stringify({ id, bound: null }),
          () => JSON.stringify({ id, bound: '$@1' }),
          () => JSON.stringify({ id, bound: [marker(n), {}, 1] }),
          () => JSON.stringify({ id }),
          () => JSON.stringify({ id: { a: 1 }, bound: [] }),
          () => '{',
          () => '[]',
        ])();
        return multipart([['$ACTION_REF_1', ''], ['$ACTION_1:0', ref], ['$ACTION_1:1', args(n)], ['$ACTION_KEY', text(n)], ...fields(n)]);
      },
      () => ({
        data: [`$ACTION_ID_${id}=`, ...fields(n).map(([name, content]) => `${encodeURIComponent(name)}=${encodeURIComponent(content)}`)].join('&'),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
    ])();

  return (n: number): Request => {
    // A visitor of its own per request, so no per-visitor limit cuts the run short of what lies
    // behind it; some of them signed in.
    const caller = { 'X-Forwarded-For': `198.19.${(n >> 8) & 255}.${n & 255}`, ...(next() < 0.3 ? { Cookie: memberCookie } : {}) };
    if (actions.length > 0 && next() < ACTION_SHARE) {
      const action = pick(actions);
      const call = actionCall(n, action);
      return { method: 'POST', url: action.page, data: call.data, headers: { ...caller, ...call.headers } };
    }
    const route = pick(ROUTES).replace(/\{s\}/g, () => segment(n)).replace(/\{n\}/g, () => pick([String(int(1000)), segment(n)]));
    const method = pick(['GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);
    const url = `${pick(['', '/en'])}${route}${query(n)}`;
    if (method === 'GET' || method === 'HEAD') return { method, url, headers: { ...caller, ...routerHeaders(n) } };
    const sent = body(n);
    return { method, url, data: sent.data, headers: { ...caller, ...sent.headers } };
  };
}

test('every route of the site is in the fuzz', () => {
  const fuzzed = new Set(ROUTES.map((route) => route.replace(/\{n\}/g, '{s}')));
  const routes = routeTemplates().filter((route) => !NOT_FUZZED.includes(route));
  expect(routes.length).toBeGreaterThan(90);
  expect(routes.filter((route) => !fuzzed.has(route))).toEqual([]);
});

/** Each script chunk's text, fetched once. */
const chunks = new Map<string, Promise<string>>();

/** The server actions a page uses, as its HTML and its scripts name them (ids of 42 hex digits). */
async function actionsOf(request: APIRequestContext, page: string, headers: Record<string, string>): Promise<Action[]> {
  const html = await (await request.get(page, { headers })).text();
  const ids = new Set<string>();
  // Forms without JavaScript: `$ACTION_ID_<id>`, or a bound action's reference `{"id": …}`; the RSC
  // payload in the page names the same references.
  for (const match of html.matchAll(/\$ACTION_ID_([0-9a-f]{42})\b|(?:&quot;|\\?")id(?:&quot;|\\?"):(?:&quot;|\\?")([0-9a-f]{42})(?:&quot;|\\?")/g)) ids.add(match[1] ?? match[2]!);
  for (const [, src] of html.matchAll(/<script[^>]* src="(\/_next\/static\/[^"]+\.js)"/g)) {
    if (!chunks.has(src!)) chunks.set(src!, request.get(src!).then((response) => response.text()));
    for (const [, id] of (await chunks.get(src!)!).matchAll(/createServerReference\)?\("([0-9a-f]{42})"/g)) ids.add(id!);
  }
  return [...ids].sort().map((id) => ({ page, id }));
}

/** Whether a browser would render the answer as a document: HTML, XML, SVG, or nothing said (sniffed). */
const rendered = (type: string | undefined) => !type || /html|xml|svg/i.test(type);

type Finding = { method: string; url: string; status: number; reflected: boolean; action?: string };

async function send(request: APIRequestContext, { method, url, data, headers }: Request, n: number): Promise<Finding> {
  const finding = { method, url: url.slice(0, 200), ...(headers['Next-Action'] ? { action: headers['Next-Action'] } : {}) };
  try {
    const response = await request.fetch(url, { method, data, headers, maxRedirects: 0, failOnStatusCode: false, timeout: 30_000 });
    const text = method === 'HEAD' ? '' : await response.text();
    return { ...finding, status: response.status(), reflected: rendered(response.headers()['content-type']) && text.includes(`<x-fuzz-${n} `) };
  } catch (error) {
    // Node's HTTP client reads at most 16 KB of headers; a redirect that keeps a huge query is more
    // (browsers take 256 KB). Counted as status 0, not as a server error.
    if (/Header overflow/.test(String(error))) return { ...finding, status: 0, reflected: false };
    throw error;
  }
}

test('hostile requests get no 5xx and no reflected markup', async ({ playwright }) => {
  test.setTimeout(600_000);
  // Visitors of its own (X-Forwarded-For: the suite's site trusts one proxy hop), so its requests
  // count against no other test's per-visitor limits.
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '198.19.255.255' } });
  const editor = sharedEditor();
  const member = await createMember(editor.api, { name: 'Fuzz Lid' });
  await joinCompany(editor.api, member, (await demoCompany(editor.api)).documentId);
  const memberCookie = `standplaats_token=${(await logIn(cmsUrl, member.email, member.password)).body.jwt}`;

  const actions: Action[] = [];
  for (const page of FORM_PAGES) actions.push(...(await actionsOf(request, page, {})));
  for (const page of MEMBER_PAGES) actions.push(...(await actionsOf(request, page, { Cookie: memberCookie })));
  // The forms of the pages above: newsletter, log-in, sign-up, password, activation, order, tokens,
  // account, company, vacancy, registration. Fewer means the search for them broke.
  expect(new Set(actions.map((action) => action.id)).size).toBeGreaterThan(15);

  const make = generator(SEED, actions, memberCookie);
  const findings: Finding[] = [];
  const statuses = new Map<number, number>();
  let n = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (n < REQUESTS) {
        const i = n++;
        const result = await send(request, make(i), i);
        statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
        if (result.status >= 500 || result.reflected) findings.push(result);
      }
    }),
  );
  await request.dispose();
  console.log(`fuzz: ${REQUESTS} requests (seed ${SEED}, ${actions.length} actions on their pages), statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
  expect(findings).toEqual([]);
});
