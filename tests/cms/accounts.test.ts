import { beforeAll, describe, expect, it } from 'vitest';
import { linkTo } from '../support/mail-sink';
import { createMember, demoCompany, joinCompany, logIn, newMemberAddress } from '../support/members';
import constants from '../support/test-constants.json';
import { cmsUrl, countRows, inbox, publicApi, sharedEditor, siteApi } from './helpers';

let cms: ReturnType<typeof sharedEditor>;
let mail: ReturnType<typeof inbox>;

beforeAll(() => {
  cms = sharedEditor();
  mail = inbox();
});

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const asMember = (jwt: string, path: string, init: RequestInit = {}) =>
  publicApi(path, { ...init, headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${jwt}` } });
const register = (body: Record<string, unknown>) => publicApi('/auth/local/register', json(body));
const jwtOf = async (email: string, password: string) => {
  const { status, body } = await logIn(cmsUrl(), email, password);
  expect(status).toBe(200);
  return body.jwt as string;
};

describe('sign-up with email confirmation', () => {
  it('mails an activation link to the site; the account logs in only once it is followed', async () => {
    const email = newMemberAddress('nieuw');
    const { status, body } = await register({ username: email.toLowerCase(), email, password: 'Geheim-2026', name: 'Nieuw Lid', language: 'en' });
    expect(status).toBe(200);
    expect(body).toEqual({ user: null });

    const message = await mail.waitForMail(email);
    expect(message.subject).toBe('Activate your Standplaats account');
    const link = linkTo(message, '/en/account-activeren');

    const early = await logIn(cmsUrl(), email, 'Geheim-2026');
    expect(early.status).toBe(400);
    expect(early.body.error.message).toBe('Your account email is not confirmed');

    const confirmed = await fetch(`${cmsUrl()}/api/auth/email-confirmation?confirmation=${link.searchParams.get('confirmation')}`, { redirect: 'manual' });
    expect(confirmed.status).toBe(302);
    const jwt = await jwtOf(email, 'Geheim-2026');
    const me = await asMember(jwt, '/users/me');
    expect(me.body).toMatchObject({ email: email.toLowerCase(), name: 'Nieuw Lid', language: 'en', confirmed: true });
    expect(me.body).not.toHaveProperty('password');
  });

  it('answers a sign-up with a taken address as any other, and mails its owner instead', async () => {
    const member = await createMember(cms.api);
    const { status, body } = await register({ username: member.email, email: member.email, password: 'Anders-2026', name: 'Iemand' });
    expect(status).toBe(200);
    expect(body).toEqual({ user: null });
    const message = await mail.waitForMail(member.email);
    expect(message.subject).toBe('Je hebt al een account bij Standplaats');
    expect(linkTo(message, '/wachtwoord-vergeten')).toBeTruthy();
    // The old password still works: nothing about the account changed.
    await jwtOf(member.email, member.password);
  });

  it('refuses a password shorter than the policy, which the CMS publishes', async () => {
    expect((await publicApi('/account/password-policy')).body).toEqual({ data: { minLength: null } });
    const email = newMemberAddress();
    const { status } = await register({ username: email.toLowerCase(), email, password: 'kort' });
    expect(status).toBe(400);
  });
});

describe('forgotten password', () => {
  const forgot = (body: unknown) => publicApi('/auth/forgot-password', json(body));
  const reset = (code: string, password: string) => publicApi('/auth/reset-password', json({ code, password, passwordConfirmation: password }));

  it('answers the same for unknown and known addresses; a known one gets a single-use link', async () => {
    const unknown = newMemberAddress('niemand');
    expect(await forgot({ email: unknown })).toEqual({ status: 200, body: { ok: true } });

    const member = await createMember(cms.api);
    expect(await forgot({ email: member.email, locale: 'nl' })).toEqual({ status: 200, body: { ok: true } });
    const message = await mail.waitForMail(member.email, { subject: /wachtwoord/ });
    expect(message.subject).toBe('Kies een nieuw wachtwoord voor Standplaats');
    const code = linkTo(message, '/wachtwoord-reset').searchParams.get('code')!;

    const before = await jwtOf(member.email, member.password);
    const first = await reset(code, 'Nieuw-Geheim-1');
    expect(first.status).toBe(200);
    expect(first.body.jwt).toBeTruthy();
    // The reset voids the tokens issued before it; the one it answers works.
    expect((await asMember(before, '/users/me')).status).toBe(401);
    expect((await asMember(first.body.jwt, '/users/me')).status).toBe(200);
    expect((await logIn(cmsUrl(), member.email, member.password)).status).toBe(400);
    await jwtOf(member.email, 'Nieuw-Geheim-1');

    const again = await reset(code, 'Nog-Eens-2');
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('Incorrect code provided');
    expect((await mail.mailsTo(unknown)).length).toBe(0);
  });
});

describe('old tokens', () => {
  const changePassword = (jwt: string, currentPassword: string, password: string) =>
    asMember(jwt, '/auth/change-password', json({ currentPassword, password, passwordConfirmation: password }));

  it('stop working on every device when the password changes; the new one works', async () => {
    const member = await createMember(cms.api);
    const laptop = await jwtOf(member.email, member.password);
    const phone = await jwtOf(member.email, member.password);
    expect((await asMember(phone, '/users/me')).status).toBe(200);

    const changed = await changePassword(laptop, member.password, 'Ander-Geheim-3');
    expect(changed.status).toBe(200);
    expect((await asMember(phone, '/users/me')).status).toBe(401);
    expect((await asMember(laptop, '/users/me')).status).toBe(401);
    expect((await asMember(changed.body.jwt, '/users/me')).body).toMatchObject({ email: member.email });
  });

  it('stop working everywhere on "log out everywhere", the asking one too; a new log-in works', async () => {
    const member = await createMember(cms.api);
    const [laptop, phone] = [await jwtOf(member.email, member.password), await jwtOf(member.email, member.password)];
    expect((await asMember(laptop, '/account/logout-everywhere', { method: 'POST' })).status).toBe(204);
    for (const jwt of [laptop, phone]) {
      expect((await asMember(jwt, '/users/me')).status).toBe(401);
      expect((await asMember(jwt, '/account')).status).toBe(401);
    }
    const fresh = await jwtOf(member.email, member.password);
    expect((await asMember(fresh, '/account')).status).toBe(200);
    expect((await publicApi('/account/logout-everywhere', { method: 'POST' })).status).toBe(403);
  });
});

describe('password guessing', () => {
  const { LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_ADDRESS } = constants.cmsSettings;

  it('refuses an account with 429 after too many wrong passwords, even with the right one', async () => {
    const member = await createMember(cms.api);
    for (let attempt = 0; attempt < Number(LOGIN_MAX_FAILURES); attempt++) {
      expect((await logIn(cmsUrl(), member.email, 'fout-wachtwoord')).status).toBe(400);
    }
    const refused = await logIn(cmsUrl(), member.email, member.password);
    expect(refused.status).toBe(429);
    expect(refused.body.error.name).toBe('RateLimitError');
  });

  it('counts per account: another member logs in meanwhile', async () => {
    const other = await createMember(cms.api);
    await jwtOf(other.email, other.password);
  });

  it('limits one visitor across accounts, by the address the site names next to the shared secret', async () => {
    const address = { 'X-Client-Address': '203.0.113.9' };
    const visitor = { ...address, 'X-Site-Secret': constants.sharedSecrets.SITE_API_SECRET };
    const members = await Promise.all(Array.from({ length: 5 }, () => createMember(cms.api)));
    // Fewer failures per account than its own limit, but together the visitor's limit.
    for (let attempt = 0; attempt < Number(LOGIN_MAX_FAILURES_PER_ADDRESS); attempt++) {
      expect((await logIn(cmsUrl(), members[attempt % members.length]!.email, 'fout', visitor)).status).toBe(400);
    }
    const target = await createMember(cms.api);
    expect((await logIn(cmsUrl(), target.email, target.password, visitor)).status).toBe(429);
    // Without the secret the header names no one: the same log-in counts for this machine.
    expect((await logIn(cmsUrl(), target.email, target.password, address)).status).toBe(200);
  });
});

describe('the account', () => {
  it('shows and changes the profile and newsletter choice, and exports the data', async () => {
    const member = await createMember(cms.api, { name: 'Anna' });
    const jwt = await jwtOf(member.email, member.password);

    const overview = await asMember(jwt, '/account');
    expect(overview.status).toBe(200);
    expect(overview.body.data).toMatchObject({ profile: { name: 'Anna', email: member.email, language: 'nl' }, memberships: [], newsletter: null });

    const put = (path: string, body: unknown) => asMember(jwt, path, { ...json(body), method: 'PUT' });
    expect((await put('/account/profile', { name: 'Anna de Vries', language: 'en' })).body.data).toMatchObject({ name: 'Anna de Vries', language: 'en' });
    expect((await put('/account/newsletter', { lists: ['vacatures', 'expovisie'] })).body.data).toEqual({ status: 'confirmed', lists: ['expovisie', 'vacatures'] });
    expect((await put('/account/profile', { name: '', language: 'de' })).status).toBe(400);

    const exported = await fetch(`${cmsUrl()}/api/account/export`, { headers: { Authorization: `Bearer ${jwt}` } });
    expect(exported.headers.get('content-disposition')).toContain('attachment');
    expect(await exported.json()).toMatchObject({ account: { name: 'Anna de Vries', email: member.email }, newsletter: { status: 'confirmed', lists: ['expovisie', 'vacatures'] } });
  });

  it('changes the address only once the new one is confirmed, and never to a taken one', async () => {
    const member = await createMember(cms.api);
    const taken = await createMember(cms.api);
    const jwt = await jwtOf(member.email, member.password);
    const change = (body: unknown) => asMember(jwt, '/account/email', json(body));

    expect((await change({ email: taken.email, password: member.password })).body.error.message).toBe('Email already taken');
    expect((await change({ email: newMemberAddress(), password: 'fout' })).body.error.message).toBe('The provided current password is invalid');

    const next = newMemberAddress('nieuw-adres').toLowerCase();
    expect((await change({ email: next, password: member.password })).status).toBe(202);
    await jwtOf(member.email, member.password);
    const token = linkTo(await mail.waitForMail(next), '/email-valideren').searchParams.get('token')!;
    expect((await siteApi('/account/email/confirm', { token })).body).toEqual({ data: { email: next } });
    await jwtOf(next, member.password);
    expect((await logIn(cmsUrl(), member.email, member.password)).status).toBe(400);
  });

  it('deletes the account with its memberships, event registrations, favourite stands and newsletter data', async () => {
    const member = await createMember(cms.api);
    await joinCompany(cms.api, member, (await demoCompany(cms.api)).documentId, 'member');
    const jwt = await jwtOf(member.email, member.password);
    await asMember(jwt, '/account/newsletter', { ...json({ lists: ['expovisie'] }), method: 'PUT' });
    expect((await asMember(jwt, '/account')).body.data.memberships).toHaveLength(1);
    const event = (await publicApi('/events?filters[slug][$eq]=kennissessie-duurzame-evenementen')).body.data[0].documentId;
    const registration = { event, locale: 'nl', name: 'Weg Wim', company: 'Weg BV', jobTitle: 'Planner', dietaryWishes: '' };
    expect((await asMember(jwt, '/event-registrations', json(registration))).status).toBe(201);
    expect((await fetch(`${cmsUrl()}/api/account/export`, { headers: { Authorization: `Bearer ${jwt}` } }).then((r) => r.json())).eventRegistrations).toHaveLength(1);
    // No API shows a deleted member's favourites, so their row is counted in the database: by the fair, not
    // by the link to the user, as a row that only lost its link would be left over all the same.
    const fair = (await publicApi('/events?filters[kind][$eq]=beurs&pagination[pageSize]=1')).body.data[0].documentId;
    const visits = () => countRows('fair_visits', { event: fair });
    const others = await visits();
    expect((await asMember(jwt, `/fair-visits/${fair}`, { ...json({ stands: ['1.B12'] }), method: 'PUT' })).status).toBe(200);
    expect(await visits()).toBe(others + 1);

    expect((await asMember(jwt, '/account/delete', json({ password: 'fout' }))).status).toBe(400);
    expect((await asMember(jwt, '/account/delete', json({ password: member.password }))).status).toBe(204);

    expect((await logIn(cmsUrl(), member.email, member.password)).status).toBe(400);
    expect((await asMember(jwt, '/users/me')).status).toBe(401);
    expect(await cms.api(`/users?filters[email][$eq]=${encodeURIComponent(member.email)}`)).toEqual([]);
    expect((await cms.api(`/newsletter-subscribers?filters[email][$eq]=${encodeURIComponent(member.email)}`)).data).toEqual([]);
    expect((await cms.api(`/memberships?filters[user][id][$eq]=${member.id}`)).data).toEqual([]);
    expect((await cms.api(`/event-registrations?filters[user][id][$eq]=${member.id}`)).data).toEqual([]);
    expect(await visits()).toBe(others);
  });

  it('refuses anonymous visitors', async () => {
    expect((await publicApi('/account')).status).toBe(403);
  });
});
