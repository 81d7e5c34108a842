import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicApi, sharedEditor } from './helpers';

// A published venue and a draft one, made over HTTP by the editor; anonymous reads see only the first.
const token = `lt${Date.now()}`;
const cms = () => sharedEditor();
let published: { documentId: string };
let draft: { documentId: string };

const venue = (name: string, slug: string, city = `Teststad ${token}`) => ({
  name,
  slug,
  city,
  province: 'zeeland',
  venueType: 'unieke-locatie',
  capacity: 321,
  latitude: 51.5,
  longitude: 3.6,
  halls: [{ name: 'Kapel', areaM2: 120, theatre: 80, banquet: 50, reception: 100 }],
  facilities: { parking: true, catering: true },
});

beforeAll(async () => {
  published = (await cms().api('/venues?status=published', { method: 'POST', json: { data: venue('Gepubliceerde locatie', `${token}-pub`) } })).data;
  draft = (await cms().api('/venues?status=draft', { method: 'POST', json: { data: venue('Geheime locatie', `${token}-concept`, `Geheimstad ${token}`) } })).data;
});

afterAll(async () => {
  for (const { documentId } of [published, draft]) await cms().api(`/venues/${documentId}`, { method: 'DELETE' }).catch(() => undefined);
});

describe('venues for anonymous visitors', () => {
  it('list only published venues, also when drafts are asked for', async () => {
    for (const query of [`filters[name][$endsWith]=locatie&filters[slug][$startsWith]=${token}`, `status=draft&filters[slug][$startsWith]=${token}`]) {
      const { status, body } = await publicApi(`/venues?${encodeURI(query)}`);
      expect(status).toBe(200);
      expect(body.data.map((v: { name: string }) => v.name)).toEqual(['Gepubliceerde locatie']);
    }
    const { status } = await publicApi(`/venues/${draft.documentId}?status=draft`);
    expect(status).toBe(404);
  });

  it('read a venue with its halls and facilities, and filter on a facility and on capacity', async () => {
    const { body } = await publicApi(`/venues?filters[slug][$eq]=${token}-pub`);
    expect(body.data[0]).toMatchObject({ venueType: 'unieke-locatie', halls: [{ name: 'Kapel', theatre: 80 }], facilities: { parking: true, catering: true, wifi: false } });
    const city = `filters[city][$eq]=Teststad ${token}`;
    expect((await publicApi(encodeURI(`/venues?${city}&filters[facilities][catering][$eq]=true`))).body.data).toHaveLength(1);
    expect((await publicApi(encodeURI(`/venues?${city}&filters[facilities][wifi][$eq]=true`))).body.data).toHaveLength(0);
    expect((await publicApi(encodeURI(`/venues?${city}&filters[capacity][$gte]=500`))).body.data).toHaveLength(0);
  });

  it('get the cities of published venues only, and a wrong query is refused', async () => {
    const { status, body } = await publicApi('/venues/cities');
    expect(status).toBe(200);
    expect(body.data).toContain(`Teststad ${token}`);
    expect(body.data).toContain('Utrecht');
    expect(body.data).not.toContain(`Geheimstad ${token}`);
    expect((await publicApi('/venues/cities?x=1')).status).toBe(400);
  });

  it('cannot write venues', async () => {
    const { status } = await publicApi('/venues', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ data: venue('Inbraak', `${token}-x`) }) });
    expect(status).toBe(403);
  });
});
