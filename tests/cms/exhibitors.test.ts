import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminSession } from '../support/cms-editor';
import { createMember, joinCompany, logIn } from '../support/members';
import constants from '../support/test-constants.json';
import { cmsUrl, inbox, publicApi, sharedEditor, siteApi, siteUrl } from './helpers';

// Exhibitors and hall plans (issue 29): a venue of the test's own with two planned halls, its
// stands imported from CSV, two fairs there and three companies.

const token = `fair${Date.now().toString(36)}`;
const DAY = 86_400_000;
let cms: ReturnType<typeof sharedEditor>;
let venue: string;
const fairs: string[] = [];
const companies: string[] = [];
const exhibitors: string[] = [];
let product: string;
let foreignProduct: string;

const data = (body: Record<string, any>) => body.data.documentId as string;
const create = async (path: string, json: unknown) => data(await cms.api(path, { method: 'POST', json: { data: json } }));

/** POST /stands/import as an editor's tool calls it: status and report. */
const importCsv = async (csv: string) => {
  const response = await fetch(`${cmsUrl()}/api/stands/import`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${inject('editorToken')}` },
    body: JSON.stringify({ venue, csv }),
  });
  return { status: response.status, body: (await response.json()) as any };
};

/** The venue's stands, as "hall.number x,y widthxdepth", sorted. */
const standsOfVenue = async () =>
  ((await cms.api(`/stands?filters[venue][documentId][$eq]=${venue}&pagination[pageSize]=100`)).data as any[])
    .map((stand) => `${stand.hall}.${stand.number} ${stand.x},${stand.y} ${stand.width}x${stand.depth}`)
    .sort();

const exhibitorAt = (fair: string, partner: string, hall: string, stand: string) =>
  cms.api('/exhibitors?status=published', { method: 'POST', json: { data: { event: fair, partner, hall, stand } } }).then(data);

const refusal = (call: Promise<unknown>) => call.then(() => 'accepted', (error: Error) => error.message);

const asMember = (jwt: string | null, method: string, path: string, body?: unknown) =>
  publicApi(path, { method, headers: { 'Content-Type': 'application/json', ...(jwt && { Authorization: `Bearer ${jwt}` }) }, body: body === undefined ? undefined : JSON.stringify(body) });

/** A signed-in member, of the company given: their address and session. */
async function member(partner?: string, role: 'admin' | 'member' = 'admin') {
  const made = await createMember(cms.api);
  if (partner) await joinCompany(cms.api, made, partner, role);
  return { email: made.email, jwt: (await logIn(cmsUrl(), made.email, made.password)).body.jwt as string };
}
const signedIn = async (partner?: string, role: 'admin' | 'member' = 'admin') => (await member(partner, role)).jwt;

const GOOD_CSV = ['hall,stand,x,y,width,depth', 'A,A1,2,2,3,3', 'A,A2,5,2,3,3', 'A,A3,8,2,4,3', 'B,A1,2,2,3,3', 'B,A2,5,2,3,3'].join('\n');

beforeAll(async () => {
  cms = sharedEditor();
  venue = await create('/venues?status=published', {
    name: `Beurshal ${token}`,
    slug: `beurshal-${token}`,
    city: 'Utrecht',
    province: 'utrecht',
    venueType: 'beurshal',
    halls: [
      { name: 'Hal A', code: 'A', width: 30, depth: 20, entrances: [{ name: 'Hoofdingang', x: 15, y: 20 }] },
      { name: 'Hal B', code: 'B', width: 20, depth: 20 },
    ],
  });
  for (const n of [1, 2]) {
    const startsAt = new Date(Date.now() + (30 + n) * DAY);
    fairs.push(
      await create('/events?locale=nl&status=published', {
        title: `Testbeurs ${n} ${token}`,
        slug: `testbeurs-${n}-${token}`,
        kind: 'beurs',
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 2 * DAY).toISOString(),
        venue,
      }),
    );
  }
  for (const name of ['Eerste', 'Tweede', 'Derde']) {
    companies.push(await create('/partners?locale=nl&status=published', { name: `${name} Exposant ${token}`, slug: `${name.toLowerCase()}-${token}`, sector: 'catering' }));
  }
  product = await create('/products?locale=nl&status=published', { name: `Koffiebar ${token}`, slug: `koffiebar-${token}`, category: 'catering', partner: companies[0] });
  foreignProduct = await create('/products?locale=nl&status=published', { name: `Ijskar ${token}`, slug: `ijskar-${token}`, category: 'catering', partner: companies[1] });
});

afterAll(async () => {
  const remove = (path: string) => cms.api(path, { method: 'DELETE' }).catch(() => undefined);
  for (const id of exhibitors) await remove(`/exhibitors/${id}`);
  for (const stand of (await cms.api(`/stands?filters[venue][documentId][$eq]=${venue}&pagination[pageSize]=100`)).data) await remove(`/stands/${stand.documentId}`);
  for (const id of fairs) await remove(`/events/${id}?locale=nl`);
  for (const id of [product, foreignProduct]) await remove(`/products/${id}?locale=nl`);
  for (const id of companies) await remove(`/partners/${id}?locale=nl`);
  await remove(`/venues/${venue}`);
});

describe('a CSV of stands', () => {
  it('is imported whole, and its report names every line that does not fit while a bad file changes nothing', async () => {
    const good = await importCsv(GOOD_CSV);
    expect(good.status).toBe(200);
    expect(good.body.data).toEqual({ imported: true, halls: [{ hall: 'A', stands: 3 }, { hall: 'B', stands: 2 }] });
    const before = await standsOfVenue();
    expect(before).toEqual(['A.A1 2,2 3x3', 'A.A2 5,2 3x3', 'A.A3 8,2 4x3', 'B.A1 2,2 3x3', 'B.A2 5,2 3x3']);

    // A Dutch spreadsheet's file: semicolons and decimal commas.
    const bad = await importCsv(['hal;stand;x;y;breedte;diepte', 'A;A1;2;2;3;3', 'A;A2;4,5;2;3;3', 'A;A1;12;2;3;3', 'A;A4;28;2;3;3', 'Q;A1;2;2;3;3', 'A;A5;x;2;3;3'].join('\n'));
    expect(bad.status).toBe(422);
    expect(bad.body.data.imported).toBe(false);
    expect(bad.body.data.problems.map((p: any) => [p.row, p.code])).toEqual([
      [3, 'overlap'],
      [4, 'duplicate'],
      [5, 'outside'],
      [6, 'unknown-hall'],
      [7, 'invalid'],
    ]);
    expect(bad.body.data.problems.map((p: any) => p.message)).toEqual([
      'Regel 3: stand A.A2 overlapt stand A.A1 (regel 2).',
      'Regel 4: stand A.A1 staat er twee keer in (ook op regel 2).',
      'Regel 5: stand A.A4 ligt (deels) buiten hal A.',
      'Regel 6: deze locatie heeft geen hal met code "Q".',
      'Regel 7: "x" is geen geldige waarde voor x.',
    ]);
    expect(await standsOfVenue()).toEqual(before);

    const header = 'Regel 1: de eerste regel moet de kolommen noemen: hall, stand, x, y, width, depth.';
    for (const [csv, message] of [
      ['', header],
      ['naam,plek\nA,1', header],
      ['hall,stand,x,y,width,depth\n"A,A1,2', 'Regel 2: het bestand is vanaf hier niet te lezen als CSV. Staat er een aanhalingsteken (") dat niet gesloten wordt?'],
    ] as const) {
      const refused = await importCsv(csv);
      expect(refused.status, csv).toBe(422);
      expect(refused.body.data.problems.map((p: any) => p.message), csv).toEqual([message]);
      expect(await standsOfVenue()).toEqual(before);
    }
  });

  it('may not take away a stand an exhibitor has booked', async () => {
    exhibitors.push(await exhibitorAt(fairs[1]!, companies[2]!, 'A', 'A3'));
    const { status, body } = await importCsv(['hall,stand,x,y,width,depth', 'A,A1,2,2,3,3', 'A,A2,5,2,3,3'].join('\n'));
    expect(status).toBe(422);
    expect(body.data.problems).toEqual([expect.objectContaining({ code: 'booked', hall: 'A', stand: 'A3', message: expect.stringContaining('Stand A.A3 is geboekt door Derde Exposant') })]);
    expect(await standsOfVenue()).toContain('A.A3 8,2 4x3');
  });

  it('is an editor’s act: anonymous callers and members cannot import', async () => {
    const member = await signedIn(companies[0]);
    for (const jwt of [null, member]) {
      const { status } = await asMember(jwt, 'POST', '/stands/import', { venue, csv: GOOD_CSV });
      expect([401, 403]).toContain(status);
    }
  });
});

describe('a stand on the plan', () => {
  it('entered in the CMS fits its hall: its number once, inside, on no other stand', async () => {
    const stand = (number: string, x: number, y = 10) => cms.api('/stands', { method: 'POST', json: { data: { venue, hall: 'A', number, x, y, width: 3, depth: 3 } } });
    expect(await refusal(stand('A1', 20))).toMatch(/Stand A\.A1 staat al op de plattegrond van hal A/);
    expect(await refusal(stand('C1', 28))).toMatch(/Stand A\.C1 ligt \(deels\) buiten hal A/);
    expect(await refusal(stand('C1', 1, 1))).toMatch(/Stand A\.C1 overlapt stand A\.A1/);
    expect(await standsOfVenue()).not.toContain(expect.stringMatching(/^A\.C1/));
  });
});

describe('exhibitor entries', () => {
  it('take a stand only once per hall and fair, and a company once per fair', async () => {
    const [fair, other] = fairs as [string, string];
    exhibitors.push(await exhibitorAt(fair, companies[0]!, 'A', 'A1'));
    expect(await refusal(exhibitorAt(fair, companies[1]!, 'A', 'a1'))).toMatch(/Stand A\.a1 is op Testbeurs 1 .* al geboekt door Eerste Exposant/);
    expect(await refusal(exhibitorAt(fair, companies[0]!, 'B', 'A1'))).toMatch(/Eerste Exposant .* staat al op Testbeurs 1 .*, op stand A\.A1/);
    // The same number in the other hall, and the same stand at another fair.
    exhibitors.push(await exhibitorAt(fair, companies[1]!, 'B', 'A1'));
    exhibitors.push(await exhibitorAt(other, companies[1]!, 'A', 'A1'));
    expect(await refusal(exhibitorAt(fair, companies[2]!, 'C', 'A1'))).toMatch(/geen hal met code \\"C\\"/);
    expect(await refusal(exhibitorAt(fair, companies[2]!, 'A', 'Z9'))).toMatch(/Stand Z9 staat niet op de plattegrond van hal A/);

    const { body } = await publicApi(`/floor-plans/${fair}?hall=A`);
    expect(body.data.halls.map((hall: any) => [hall.code, hall.exhibitors])).toEqual([['A', 1], ['B', 1]]);
    expect(body.data.hall.entrances).toEqual([{ name: 'Hoofdingang', x: 15, y: 20 }]);
    expect(body.data.hall.standList.map((stand: any) => [stand.number, stand.exhibitor])).toEqual([['A1', exhibitors[1]], ['A2', null], ['A3', null]]);
    expect(body.data.hall.exhibitorList).toEqual([{ documentId: exhibitors[1], stand: 'A1', company: { documentId: companies[0], name: `Eerste Exposant ${token}` } }]);
  });

  it('are changed by their company’s admin as drafts, products and message only; hall and stand stay the organiser’s', async () => {
    const entry = exhibitors[1]!;
    const { email, jwt: admin } = await member(companies[0]);
    const path = `/company-listings/${companies[0]}/exhibitors/${entry}`;

    const mine = (await asMember(admin, 'GET', '/company-listings/mine')).body.data[0];
    expect(mine.exhibitors).toEqual([expect.objectContaining({ documentId: entry, hall: 'A', stand: 'A1', state: 'published', event: expect.objectContaining({ documentId: fairs[0] }) })]);

    for (const field of [{ hall: 'B' }, { stand: 'A2' }, { event: fairs[1] }]) {
      const { status, body } = await asMember(admin, 'PUT', path, { message: 'x', ...field });
      expect(status, JSON.stringify(field)).toBe(400);
      expect(body.error.message).toMatch(/is not allowed/);
    }
    expect((await asMember(admin, 'PUT', path, { products: [foreignProduct] })).status).toBe(400);

    const saved = await asMember(admin, 'PUT', path, { message: 'Kom koffie drinken.', messageEn: 'Come for coffee.', products: [product] });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ documentId: entry, state: 'pending' });
    // The public still sees what was published; the draft has the change and the same stand.
    const published = (await publicApi(`/exhibitors/${entry}`)).body.data;
    expect(published).toMatchObject({ hall: 'A', stand: 'A1', message: null });
    expect(published).not.toHaveProperty('submittedBy');
    expect((await cms.api(`/exhibitors/${entry}?status=draft&populate=products`)).data).toMatchObject({ hall: 'A', stand: 'A1', message: 'Kom koffie drinken.', messageEn: 'Come for coffee.', products: [expect.objectContaining({ documentId: product })] });
    // It waits for the editors, who publish it or reject it with a mail to the member.
    const editors = await adminSession(cmsUrl(), constants.eindredacteur);
    const queue = (await editors.request('GET', '/standplaats/review-queue')).body.data;
    expect(queue).toContainEqual(expect.objectContaining({ uid: 'api::exhibitor.exhibitor', documentId: entry, waiting: 'publication' }));
    expect((await editors.request('POST', `/standplaats/company-edits/api::exhibitor.exhibitor/${entry}/reject`, { reason: 'Geen prijzen in het beursbericht.' })).status).toBe(200);
    const mail = await inbox().waitForMail(email, { subject: /niet gepubliceerd/ });
    expect(mail.text).toContain(`je wijziging van je stand op Testbeurs 1 ${token}`);
    expect((await cms.api(`/exhibitors/${entry}?status=draft`)).data).toMatchObject({ hall: 'A', stand: 'A1', message: null });
  });

  it('are refused to anyone but that company’s admin, by the CMS itself', async () => {
    const entry = exhibitors[1]!;
    const colleague = await signedIn(companies[0], 'member');
    const otherAdmin = await signedIn(companies[1]);
    const body = { message: 'Overgenomen', products: [] };
    for (const jwt of [colleague, otherAdmin, null]) {
      expect([401, 403]).toContain((await asMember(jwt, 'PUT', `/company-listings/${companies[0]}/exhibitors/${entry}`, body)).status);
    }
    // Through the path of their own company: not an entry of theirs.
    expect((await asMember(otherAdmin, 'PUT', `/company-listings/${companies[1]}/exhibitors/${entry}`, body)).status).toBe(404);
    // The content API's own write routes are for editors' tokens only.
    for (const jwt of [otherAdmin, null]) {
      expect([401, 403]).toContain((await asMember(jwt, 'PUT', `/exhibitors/${entry}`, { data: { stand: 'A2' } })).status);
      expect([401, 403]).toContain((await asMember(jwt, 'PUT', `/stands/${entry}`, { data: { x: 1 } })).status);
    }
    expect((await cms.api(`/exhibitors/${entry}?status=draft`)).data).toMatchObject({ hall: 'A', stand: 'A1' });
    expect((await cms.api(`/exhibitors/${entry}?status=draft`)).data.message).not.toBe('Overgenomen');
  });
});

describe('site search', () => {
  it('finds a company’s stands at its coming fairs by the company, by "A.A1" and by "stand A1"', async () => {
    const titles = async (q: string) => ((await publicApi(`/search?q=${encodeURIComponent(q)}&locale=nl`)).body.data as any[]).map((hit) => `${hit.type} ${hit.slug}`);
    const stand = `exhibitor testbeurs-1-${token}/A.A1`;
    await expect.poll(() => titles(`Eerste Exposant ${token}`), { timeout: 10_000 }).toContain(stand);
    expect(await titles(`Eerste Exposant ${token}`)).toContain('company null');
    expect(await titles(`A.A1 ${token}`)).toContain(stand);
    expect(await titles(`stand A1 eerste ${token}`)).toEqual([stand]);
  });
});

describe("the planner's figures", () => {
  it('count views, favourites and routes per exhibitor entry in its company’s dashboard', async () => {
    const SITE = new URL(siteUrl()).origin;
    const entry = exhibitors[1]!;
    const item = { type: 'exhibitor', id: entry };
    const event = (name: string) => ({ name, url: `${SITE}/kalender/testbeurs/plattegrond?stand=A.A1`, ts: Date.now(), item });
    const session = `s-${token}`;
    const sent = await siteApi('/statistics', { data: { events: [event('Pageview'), event('Favourite'), event('Favourite'), event('Route')], session, device: 'mobile' } });
    expect(sent.status).toBe(202);
    const unnamed = await siteApi('/statistics', { data: { events: [{ ...event('Favourite'), item: undefined }], session, device: 'mobile' } });
    expect(unnamed.status).toBe(400);

    const admin = await signedIn(companies[0]);
    const today = new Date().toISOString().slice(0, 10);
    const figures = async () => (await asMember(admin, 'GET', `/statistics/companies/${companies[0]}?from=${today}&to=${today}`)).body.data;
    await expect.poll(async () => (await figures()).exhibitors, { timeout: 15_000 }).toEqual([
      { id: entry, event: expect.objectContaining({ documentId: fairs[0] }), hall: 'A', stand: 'A1', views: 1, favourites: 2, routes: 1 },
    ]);
    expect((await figures()).items).toContainEqual(expect.objectContaining({ type: 'exhibitor', id: entry, title: `Stand A.A1, Testbeurs 1 ${token}`, views: 1 }));
  });
});
