import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, logIn } from '../support/members';
import { cmsUrl, publicApi, sharedEditor } from './helpers';

// "Mijn beursbezoek" kept with the account (issue 29): a member's favourite stands per fair, only
// ever their own.

const token = `bezoek${Date.now().toString(36)}`;
let cms: ReturnType<typeof sharedEditor>;
let fair: string;
const members: number[] = [];

const call = (jwt: string | null, method: string, path: string, body?: unknown) =>
  publicApi(path, { method, headers: { 'Content-Type': 'application/json', ...(jwt && { Authorization: `Bearer ${jwt}` }) }, body: body === undefined ? undefined : JSON.stringify(body) });

async function signedIn() {
  const member = await createMember(cms.api);
  members.push(member.id);
  return (await logIn(cmsUrl(), member.email, member.password)).body.jwt as string;
}

beforeAll(async () => {
  cms = sharedEditor();
  const startsAt = new Date(Date.now() + 40 * 86_400_000);
  const created = await cms.api('/events?locale=nl&status=published', {
    method: 'POST',
    json: { data: { title: `Bezoekbeurs ${token}`, slug: `bezoekbeurs-${token}`, kind: 'beurs', startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 86_400_000).toISOString() } },
  });
  fair = created.data.documentId;
});

afterAll(async () => {
  for (const id of members) await cms.api(`/users/${id}`, { method: 'DELETE' }).catch(() => undefined);
  await cms.api(`/events/${fair}?locale=nl`, { method: 'DELETE' }).catch(() => undefined);
});

describe("a member's favourites at a fair", () => {
  it('are kept per account: replaced by a change, merged after the kept ones on signing in', async () => {
    const [anna, bert] = [await signedIn(), await signedIn()];
    expect((await call(anna, 'GET', `/fair-visits/${fair}`)).body).toEqual({ data: { event: fair, stands: [] } });

    const saved = await call(anna, 'PUT', `/fair-visits/${fair}`, { stands: ['1.B12', '2.A3'] });
    expect(saved.status).toBe(200);
    expect(saved.body.data.stands).toEqual(['1.B12', '2.A3']);

    // Another browser signs in with its own list: added after the kept ones, each stand once.
    const merged = await call(anna, 'PUT', `/fair-visits/${fair}`, { stands: ['2.a3', '3.C1'], merge: true });
    expect(merged.body.data.stands).toEqual(['1.B12', '2.A3', '3.C1']);
    const replaced = await call(anna, 'PUT', `/fair-visits/${fair}`, { stands: ['3.C1'] });
    expect(replaced.body.data.stands).toEqual(['3.C1']);
    expect((await call(anna, 'GET', `/fair-visits/${fair}`)).body.data.stands).toEqual(['3.C1']);

    // Bert has a list of his own, and his writes never touch Anna's.
    expect((await call(bert, 'GET', `/fair-visits/${fair}`)).body.data.stands).toEqual([]);
    await call(bert, 'PUT', `/fair-visits/${fair}`, { stands: ['9.Z9'] });
    expect((await call(anna, 'GET', `/fair-visits/${fair}`)).body.data.stands).toEqual(['3.C1']);
    expect((await call(bert, 'GET', `/fair-visits/${fair}`)).body.data.stands).toEqual(['9.Z9']);

    // The account's export carries them.
    const exported = await fetch(`${cmsUrl()}/api/account/export`, { headers: { Authorization: `Bearer ${anna}` } }).then((response) => response.json());
    expect(exported.fairVisits).toEqual([{ event: fair, stands: ['3.C1'] }]);
  });

  it('stay one list when two browsers sign in at once: each merge waits for the other', async () => {
    const carla = await signedIn();
    await Promise.all([call(carla, 'PUT', `/fair-visits/${fair}`, { stands: ['1.B12'], merge: true }), call(carla, 'PUT', `/fair-visits/${fair}`, { stands: ['2.A3'], merge: true })]);
    const exported = await fetch(`${cmsUrl()}/api/account/export`, { headers: { Authorization: `Bearer ${carla}` } }).then((response) => response.json());
    expect(exported.fairVisits).toHaveLength(1);
    expect([...exported.fairVisits[0].stands].sort()).toEqual(['1.B12', '2.A3']);
  });

  it('are refused to anyone else: no list by its id, none without signing in, none of a fair that does not exist', async () => {
    const jwt = await signedIn();
    await call(jwt, 'PUT', `/fair-visits/${fair}`, { stands: ['1.A1'] });
    expect((await call(null, 'GET', `/fair-visits/${fair}`)).status).toBe(403);
    expect((await call(null, 'PUT', `/fair-visits/${fair}`, { stands: ['1.A1'] })).status).toBe(403);
    // No core routes: lists are not found by listing or by id, with or without a member's token.
    for (const path of ['/fair-visits', `/fair-visits?filters[event][$eq]=${fair}`]) expect((await call(jwt, 'GET', path)).status, path).toBe(404);
    expect([404, 405]).toContain((await call(jwt, 'DELETE', `/fair-visits/${fair}`)).status);
    expect((await call(jwt, 'PUT', '/fair-visits/bestaatniet', { stands: [] })).status).toBe(404);
  });

  it('take only a list of stands', async () => {
    const jwt = await signedIn();
    for (const body of [{ stands: ['B12'] }, { stands: ['1.<b>'] }, { stands: '1.B12' }, { stands: [], owner: 1 }, { stands: Array.from({ length: 101 }, (_, i) => `1.S${i}`) }]) {
      expect((await call(jwt, 'PUT', `/fair-visits/${fair}`, body)).status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect((await call(jwt, 'GET', '/fair-visits/ABC%20DEF')).status).toBe(400);
    expect((await call(jwt, 'GET', `/fair-visits/${fair}`)).body.data.stands).toEqual([]);
  });
});
