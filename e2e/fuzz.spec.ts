import { expect, test, type APIRequestContext } from '@playwright/test';

// Hostile requests against every route family, from a fixed seed so a failure can be replayed:
// odd paths and encodings, huge and nested query strings, wrong methods, and bodies of the wrong
// shape. Nothing may answer 5xx, and nothing typed may come back as markup.

const SEED = 20261123;
const REQUESTS = 2400;
const PARALLEL = 6;

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

const ROUTES = [
  '/', '/{s}', '/nieuws/{s}', '/nieuws/tag/{s}', '/auteurs/{n}/{s}', '/kalender', '/kalender/{s}', '/kalender/{s}/ics',
  '/kalender/beursagenda', '/kalender/branche-agenda', '/beurzen', '/congressen', '/festivals', '/brand-events',
  '/company-events', '/incentive-travel', '/sportevenementen', '/magazines', '/magazines/{s}', '/explore', '/explore/{s}',
  '/sitemap', '/sitemap/{n}', '/sitemap/{n}/{n}', '/inschrijvingen', '/abonnementen', '/abonnementen/{s}', '/nieuwsbrief',
  '/nieuwsbrief/bevestigen', '/nieuwsbrief/afmelden', '/livewire', '/over-ons', '/expovisie', '/conferencematters', '/l/{n}',
  '/c/{s}/{s}', '/inloggen', '/registreren', '/wachtwoord-vergeten', '/wachtwoord-reset', '/account-activeren',
  '/email-valideren', '/uitnodiging', '/account', '/auth/connect', '/bedrijvengids', '/bedrijvengids/{n}',
  '/bedrijvengids/{n}/producten', '/productengids', '/productengids/{n}', '/locatie-finder', '/locatie-finder/{s}',
  '/vacatures', '/vacatures/{s}', '/vacatures/plaatsen', '/zoeken', '/industry-dashboard', '/feeds/nieuws/{s}',
  '/feeds/tag/{s}/{s}', '/feeds/kalender', '/sitemap.xml', '/sitemaps/{s}', '/robots.txt', '/health', '/uploads/{s}',
  '/api/session', '/api/captcha', '/api/livewire', '/api/revalidate', '/api/preview', '/api/preview/exit', '/api/account/export',
];

const PARAMS = ['q', 'pagina', 'type', 'maand', 'provincie', 'plaats', 'weergave', 'redirect', 'token', 'secret', 'path', 'evenement', 'sector', 'letter', 'categorie', 'bedrijf', 'capaciteit', 'voorziening', 'uren', 'niveau', 'sorteer', 'provider', 'error', 'slug', 'locale', 'tags', 'format'];

/** Marks what a request carried, so the check can tell a reflection from the page's own markup. */
const marker = (n: number) => `<x-fuzz-${n} onload=alert(${n})>`;

function generator(seed: number) {
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
    ])();

  const value = (n: number): string =>
    pick([
      () => encodeURIComponent(marker(n)),
      () => '%ff',
      () => '%',
      () => String(-int(1e9)),
      () => '9'.repeat(int(40) + 1),
      () => 'x'.repeat(int(20000)),
      () => encodeURIComponent('"><svg onload=alert(1)>'),
      () => encodeURIComponent('NEAR(a b) OR "c" AND -d* :e'),
      () => encodeURIComponent('//elders.example'),
      () => encodeURIComponent('https://elders.example/'),
      () => '',
      () => '2027-13',
      () => encodeURIComponent('\u0000\u202e'),
    ])();

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
      () => ({ data: 'a=1&a[b]=2&' + 'x'.repeat(int(50000)), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
      () => ({ data: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n', headers: { 'Content-Type': 'multipart/form-data; boundary=x' } }),
      () => ({ data: JSON.stringify({ 0: marker(n) }), headers: { 'Content-Type': 'text/x-component', 'Next-Action': 'f'.repeat(40) } }),
    ])();

  return (n: number) => {
    const path = pick(ROUTES).replace(/\{s\}/g, () => segment(n)).replace(/\{n\}/g, () => pick([String(int(1000)), segment(n)]));
    const method = pick(['GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);
    return { method, url: `${pick(['', '/en'])}${path}${query(n)}`, ...(method === 'GET' || method === 'HEAD' ? { headers: {} } : body(n)) };
  };
}

type Finding = { method: string; url: string; status: number; reflected: boolean };

async function send(request: APIRequestContext, { method, url, data, headers }: { method: string; url: string; data?: string; headers: Record<string, string> }, n: number): Promise<Finding> {
  try {
    const response = await request.fetch(url, { method, data, headers, maxRedirects: 0, failOnStatusCode: false, timeout: 30_000 });
    const text = method === 'HEAD' ? '' : await response.text();
    return { method, url: url.slice(0, 200), status: response.status(), reflected: text.includes(`<x-fuzz-${n} `) };
  } catch (error) {
    // Node's HTTP client reads at most 16 KB of headers; a redirect that keeps a huge query is more
    // (browsers take 256 KB). Counted as status 0, not as a server error.
    if (/Header overflow/.test(String(error))) return { method, url: url.slice(0, 200), status: 0, reflected: false };
    throw error;
  }
}

test('hostile requests get no 5xx and no reflected markup', async ({ request }) => {
  test.setTimeout(600_000);
  const make = generator(SEED);
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
  console.log(`fuzz: ${REQUESTS} requests (seed ${SEED}), statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
  expect(findings).toEqual([]);
});
