import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, joinCompany, logIn } from '../support/members';
import { cmsUrl, publicApi, sharedEditor } from './helpers';

let cms: ReturnType<typeof sharedEditor>;
const made: string[] = [];

/** A company made by an editor: published unless `draft`. */
async function newCompany(name: string, { draft = false } = {}) {
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
  const { data } = await cms.api(`/partners?locale=nl&status=${draft ? 'draft' : 'published'}`, {
    method: 'POST',
    json: { data: { name, slug, description: 'Oorspronkelijke beschrijving', sector: 'catering', address: { city: 'Utrecht', province: 'utrecht' } } },
  });
  made.push(data.documentId);
  return data.documentId as string;
}

async function signedIn(partner?: string, role: 'admin' | 'member' = 'admin') {
  const member = await createMember(cms.api);
  if (partner) await joinCompany(cms.api, member, partner, role);
  return (await logIn(cmsUrl(), member.email, member.password)).body.jwt as string;
}

const call = (jwt: string | null, method: string, path: string, body?: unknown) =>
  publicApi(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(jwt && { Authorization: `Bearer ${jwt}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const profile = { description: 'Nieuwe beschrijving', sector: 'energie', website: 'https://voorbeeld.nl', email: 'info@voorbeeld.nl', phone: '+31 30 123 4567', street: 'Stationsplein 1', postalCode: '3511 ED', city: 'Utrecht', province: 'utrecht' };
const product = { name: 'Mobiele stroomkast', category: 'energie', description: 'Een kast', specifications: [{ name: 'Vermogen', value: '63 A' }] };

beforeAll(() => {
  cms = sharedEditor();
});

afterAll(async () => {
  for (const documentId of made) await cms.api(`/partners/${documentId}?locale=nl`, { method: 'DELETE' }).catch(() => undefined);
});

describe('company directory reads', () => {
  it('gives anonymous readers published companies only, drafts not even when asked', async () => {
    const shown = await newCompany('Zichtbaar Bedrijf');
    // An editor's new company that is not published yet.
    const draftOnly = await newCompany('Nooit Gepubliceerd', { draft: true });
    for (const query of ['', '&status=draft']) {
      const { status, body } = await publicApi(`/partners?locale=nl&filters[documentId][$in][0]=${draftOnly}&filters[documentId][$in][1]=${shown}${query}`);
      expect(status).toBe(200);
      expect(body.data.map((c: { documentId: string }) => c.documentId)).toEqual([shown]);
    }
    expect((await publicApi(`/partners/${draftOnly}?locale=nl`)).status).toBe(404);
  });

  it('serves a company with its sector and address, filterable by them', async () => {
    const id = await newCompany('Filterbaar Catering');
    const { body } = await publicApi(`/partners?locale=nl&filters[sector][$eq]=catering&filters[address][city][$eqi]=utrecht&filters[documentId][$eq]=${id}`);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ sector: 'catering', address: { city: 'Utrecht', province: 'utrecht' } });
  });
});

describe('company listings (Mijn bedrijf)', () => {
  it('refuses a member who is not an admin of the company, and anonymous callers', async () => {
    const company = await newCompany('Andermans Bedrijf');
    const stranger = await signedIn();
    const colleague = await signedIn(company, 'member');
    for (const jwt of [stranger, colleague]) {
      expect((await call(jwt, 'PUT', `/company-listings/${company}/profile`, profile)).status).toBe(403);
      expect((await call(jwt, 'POST', `/company-listings/${company}/products`, product)).status).toBe(403);
    }
    expect([401, 403]).toContain((await call(null, 'PUT', `/company-listings/${company}/profile`, profile)).status);
    // Nothing changed.
    const draft = await cms.api(`/partners/${company}?locale=nl&status=draft`);
    expect(draft.data.description).toBe('Oorspronkelijke beschrijving');
  });

  it("stores an admin's profile edit as a draft that shows once an editor publishes it", async () => {
    const company = await newCompany('Eigen Bedrijf');
    const admin = await signedIn(company);
    const saved = await call(admin, 'PUT', `/company-listings/${company}/profile`, profile);
    expect(saved.status).toBe(200);
    expect(saved.body.data.state).toBe('pending');

    expect((await publicApi(`/partners/${company}?locale=nl`)).body.data.description).toBe('Oorspronkelijke beschrijving');
    const mine = (await call(admin, 'GET', '/company-listings/mine')).body.data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ documentId: company, state: 'pending', profile: { description: 'Nieuwe beschrijving', sector: 'energie', city: 'Utrecht' } });

    await cms.api(`/partners/${company}?locale=nl&status=published`, { method: 'PUT', json: { data: {} } });
    const live = (await publicApi(`/partners/${company}?locale=nl`)).body.data;
    expect(live).toMatchObject({ description: 'Nieuwe beschrijving', sector: 'energie', website: 'https://voorbeeld.nl' });
    expect((await call(admin, 'GET', '/company-listings/mine')).body.data[0].state).toBe('published');
  });

  it('refuses what the rules refuse, field by field', async () => {
    const company = await newCompany('Strikt Bedrijf');
    const admin = await signedIn(company);
    const { status, body } = await call(admin, 'PUT', `/company-listings/${company}/profile`, { ...profile, website: 'javascript:alert(1)', sector: 'bakkerij', extra: 1 });
    expect(status).toBe(400);
    expect(body.error.details.errors.map((e: { path: string[] }) => e.path[0]).sort()).toEqual(['extra', 'sector', 'website']);
  });

  it('adds products as drafts, and touches only products of its own company', async () => {
    const company = await newCompany('Productbedrijf');
    const other = await newCompany('Concurrent');
    const admin = await signedIn(company);
    const otherAdmin = await signedIn(other);

    const created = await call(admin, 'POST', `/company-listings/${company}/products`, product);
    expect(created.status).toBe(201);
    const id = created.body.data.documentId;
    expect(created.body.data.state).toBe('new');
    expect((await publicApi(`/products/${id}?locale=nl`)).status).toBe(404);
    expect((await call(admin, 'GET', '/company-listings/mine')).body.data[0].products).toEqual([expect.objectContaining({ documentId: id, name: product.name, state: 'new' })]);

    // Another company's admin names their own company in the path, but the product is not theirs.
    expect((await call(otherAdmin, 'PUT', `/company-listings/${other}/products/${id}`, { ...product, name: 'Gekaapt' })).status).toBe(404);
    expect((await call(otherAdmin, 'DELETE', `/company-listings/${other}/products/${id}`)).status).toBe(404);

    await cms.api(`/products/${id}?locale=nl&status=published`, { method: 'PUT', json: { data: {} } });
    expect((await publicApi(`/products/${id}?locale=nl`)).body.data).toMatchObject({ name: product.name, category: 'energie', partner: { documentId: company } });

    expect((await call(admin, 'DELETE', `/company-listings/${company}/products/${id}`)).status).toBe(204);
    expect((await publicApi(`/products/${id}?locale=nl`)).status).toBe(404);
  });

  it('takes images of the allowed types and sizes only', async () => {
    const company = await newCompany('Beeldbedrijf');
    const admin = await signedIn(company);
    const upload = async (bytes: Uint8Array<ArrayBuffer>, type: string) => {
      const form = new FormData();
      form.append('file', new Blob([bytes], { type }), 'bestand');
      return publicApi(`/company-listings/${company}/images`, { method: 'POST', headers: { Authorization: `Bearer ${admin}` }, body: form });
    };
    // A 1×1 PNG.
    const png = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'));
    const ok = await upload(png, 'image/png');
    expect(ok.status).toBe(201);
    expect(ok.body.data.id).toEqual(expect.any(Number));
    expect((await upload(new TextEncoder().encode('<svg onload="alert(1)"/>'), 'image/png')).status).toBe(400);
    expect((await upload(new TextEncoder().encode('hallo'), 'text/plain')).status).toBe(400);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(png);
    expect((await upload(big, 'image/png')).status).toBe(400);
  });
});
