import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, logIn } from '../support/members';
import { cmsUrl, inbox, publicApi, sharedEditor } from './helpers';

let cms: ReturnType<typeof sharedEditor>;
let mail: ReturnType<typeof inbox>;

// Seeded events (apps/cms/src/seed/data/events.ts): 120 places, one place, no registrations.
const OPEN = 'kennissessie-duurzame-evenementen';
const ONE_PLACE = 'een-op-een-standadvies';
const NOT_OPEN = 'vakbeurs-evenementenbranche';
type Seeded = typeof OPEN | typeof ONE_PLACE | typeof NOT_OPEN;

// Filled before the tests run, for every slug they name.
const ids = {} as Record<Seeded, string>;

beforeAll(async () => {
  cms = sharedEditor();
  mail = inbox();
  for (const slug of [OPEN, ONE_PLACE, NOT_OPEN] as const) {
    const { body } = await publicApi(`/events?filters[slug][$eq]=${slug}`);
    ids[slug] = body.data[0].documentId;
  }
});

type Member = { email: string; jwt: string };

/** A confirmed member, signed in. */
async function newMember(): Promise<Member> {
  const member = await createMember(cms.api);
  const { body } = await logIn(cmsUrl(), member.email, member.password);
  return { email: member.email, jwt: body.jwt };
}

/** A call as the site's server makes it for a signed-in member: with their JWT. */
const asMember = (member: Member | null, path: string, body?: unknown) =>
  publicApi(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', ...(member && { Authorization: `Bearer ${member.jwt}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const registration = (event: string, overrides: Record<string, unknown> = {}) => ({
  event,
  locale: 'nl',
  name: 'Sanne Bakker',
  company: 'Feestfabriek',
  jobTitle: 'Projectleider',
  dietaryWishes: 'Vegetarisch',
  ...overrides,
});

const register = (member: Member | null, body: unknown) => asMember(member, '/event-registrations', body);
const places = async (slug: Seeded) => (await publicApi(`/event-registrations/places?events=${ids[slug]}`)).body.data[0];

describe('event registrations', () => {
  it('register a member, store who and for what, and mail a confirmation', async () => {
    const member = await newMember();
    const { status, body } = await register(member, registration(ids[OPEN]));
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      status: 'registered',
      name: 'Sanne Bakker',
      company: 'Feestfabriek',
      jobTitle: 'Projectleider',
      dietaryWishes: 'Vegetarisch',
      event: { documentId: ids[OPEN], slug: OPEN, title: 'Kennissessie Duurzame Evenementen', locale: 'nl' },
    });
    expect(body.data).not.toHaveProperty('user');

    const stored = (await cms.api(`/event-registrations?filters[documentId][$eq]=${body.data.documentId}&populate[user][fields][0]=email&populate[event][fields][0]=slug`)).data[0];
    expect(stored).toMatchObject({ status: 'registered', language: 'nl', user: { email: member.email }, event: { slug: OPEN } });

    const message = await mail.waitForMail(member.email);
    expect(message.subject).toBe('Je inschrijving voor Kennissessie Duurzame Evenementen');
    expect(message.text).toContain('Vegetarisch');
    expect(message.text).toContain(`/kalender/${OPEN}`);
    expect(message.text).toContain('/account');
  });

  it('refuse a second registration of the same member, with its own error', async () => {
    const member = await newMember();
    expect((await register(member, registration(ids[OPEN]))).status).toBe(201);
    const { status, body } = await register(member, registration(ids[OPEN], { name: 'Nog een keer' }));
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ name: 'AlreadyRegisteredError', message: 'You are already registered for this event' });
  });

  it('refuse a full event, count the places, and free a place on cancelling', async () => {
    const [first, second] = [await newMember(), await newMember()];
    expect(await places(ONE_PLACE)).toEqual({ event: ids[ONE_PLACE], open: true, capacity: 1, taken: 0, left: 1 });

    const taken = await register(first, registration(ids[ONE_PLACE]));
    expect(taken.status).toBe(201);
    expect(await places(ONE_PLACE)).toMatchObject({ taken: 1, left: 0 });

    const refused = await register(second, registration(ids[ONE_PLACE]));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ name: 'EventFullError', message: 'This event is full' });

    // Someone else's registration is not there for them; its owner cancels it.
    expect((await asMember(second, `/event-registrations/${taken.body.data.documentId}/cancel`, {})).status).toBe(404);
    const cancelled = await asMember(first, `/event-registrations/${taken.body.data.documentId}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    expect(await places(ONE_PLACE)).toMatchObject({ taken: 0, left: 1 });

    expect((await register(second, registration(ids[ONE_PLACE]))).status).toBe(201);
  });

  it('list only the member’s own registrations, cancelled ones included', async () => {
    const [member, other] = [await newMember(), await newMember()];
    const mine = await register(member, registration(ids[OPEN], { name: 'Eigen Lid' }));
    await register(other, registration(ids[OPEN], { name: 'Ander Lid' }));
    await asMember(member, `/event-registrations/${mine.body.data.documentId}/cancel`, {});
    // Registering again after cancelling is allowed.
    await register(member, registration(ids[OPEN], { name: 'Eigen Lid' }));

    const { status, body } = await asMember(member, '/event-registrations/mine');
    expect(status).toBe(200);
    expect(body.data.map((r: { name: string; status: string }) => [r.name, r.status]).sort()).toEqual([
      ['Eigen Lid', 'cancelled'],
      ['Eigen Lid', 'registered'],
    ]);
    expect(body.data[0].event).toMatchObject({ slug: OPEN, startsAt: expect.any(String), endsAt: expect.any(String) });
  });

  it('keep the link to the event when an editor publishes a change to it', async () => {
    const member = await newMember();
    await register(member, registration(ids[OPEN]));
    const { data } = await cms.api(`/events/${ids[OPEN]}?locale=nl`);
    await cms.api(`/events/${ids[OPEN]}?locale=nl&status=published`, { method: 'PUT', json: { data: { description: `${data.description} ` } } });
    const { body } = await asMember(member, '/event-registrations/mine');
    expect(body.data[0].event).toMatchObject({ documentId: ids[OPEN], slug: OPEN });
  });

  it('refuse events that take no registrations, and unknown ones as a field error', async () => {
    const member = await newMember();
    const closed = await register(member, registration(ids[NOT_OPEN]));
    expect(closed.status).toBe(400);
    expect(closed.body.error.name).toBe('RegistrationClosedError');
    expect(await places(NOT_OPEN)).toMatchObject({ open: false, capacity: null, left: null });

    const unknown = await register(member, registration('bestaatnietabc123'));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.name).toBe('ValidationError');
    expect(unknown.body.error.details.errors[0].path).toEqual(['event']);
  });

  it('check the form: a name is required, unknown keys are refused', async () => {
    const member = await newMember();
    const { status, body } = await register(member, registration(ids[OPEN], { name: ' ', userId: 1 }));
    expect(status).toBe(400);
    expect(body.error.details.errors.map((e: { path: string[] }) => e.path)).toEqual(expect.arrayContaining([['name'], ['userId']]));
  });

  it('mail in English when the form was English', async () => {
    const member = await newMember();
    expect((await register(member, registration(ids[OPEN], { locale: 'en' }))).status).toBe(201);
    const message = await mail.waitForMail(member.email);
    expect(message.subject).toBe('Your registration for Sustainable Events Knowledge Session');
    expect(message.text).toContain(`/en/kalender/sustainable-events-knowledge-session`);
  });

  it('keep anonymous callers out of the member routes, and let them read the places', async () => {
    expect((await register(null, registration(ids[OPEN]))).status).toBe(403);
    expect((await asMember(null, '/event-registrations/mine')).status).toBe(403);
    expect((await asMember(null, '/event-registrations')).status).toBe(403);
    expect((await publicApi(`/event-registrations/places?events=${ids[OPEN]},${ids[ONE_PLACE]}`)).body.data).toHaveLength(2);
    expect((await publicApi('/event-registrations/places')).status).toBe(400);
  });
});

describe('the calendar’s event data', () => {
  it('lists the cities of published events for the place filter', async () => {
    const { status, body } = await publicApi('/events/cities');
    expect(status).toBe(200);
    expect(body.data).toEqual(expect.arrayContaining(['Amsterdam', 'Utrecht', 'Bolzano']));
    expect(new Set(body.data).size).toBe(body.data.length);
    expect((await publicApi('/events/cities?x=1')).status).toBe(400);
    expect((await publicApi('/events/cities?when=soon')).status).toBe(400);
  });

  it('lists the cities of upcoming or of past events alone, for the calendar that lists them', async () => {
    // The Bolzano trip is to come, the Paris one past (apps/cms/src/seed/data/events.ts).
    const upcoming = (await publicApi('/events/cities?when=upcoming')).body.data;
    const past = (await publicApi('/events/cities?when=past')).body.data;
    expect(upcoming).toContain('Bolzano');
    expect(upcoming).not.toContain('Parijs');
    expect(past).toContain('Parijs');
    expect(past).not.toContain('Bolzano');
  });

  it('carries each event’s status', async () => {
    const { body } = await publicApi('/events?filters[slug][$eq]=wielerronde-van-drenthe');
    expect(body.data[0].eventStatus).toBe('cancelled');
  });

  it('refuse a website or ticket link that is not http(s)', async () => {
    const data = { title: 'Linktest', slug: `linktest-${Date.now()}`, kind: 'beurs', startsAt: '2030-01-01T09:00:00Z', endsAt: '2030-01-01T17:00:00Z' };
    await expect(cms.api('/events?status=draft', { method: 'POST', json: { data: { ...data, ticketUrl: 'javascript:alert(1)' } } })).rejects.toThrow(/ticketUrl must be an absolute http or https URL/);
  });
});
