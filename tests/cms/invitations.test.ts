import { beforeAll, describe, expect, it } from 'vitest';
import { linkTo } from '../support/mail-sink';
import { createMember, demoCompany, joinCompany, logIn, newMemberAddress, type Member } from '../support/members';
import { cmsUrl, inbox, publicApi, sharedEditor, siteApi } from './helpers';

let cms: ReturnType<typeof sharedEditor>;
let mail: ReturnType<typeof inbox>;
let company: { documentId: string; name: string };
let admin: Member;
let adminJwt: string;

const post = (jwt: string, path: string, body: unknown) =>
  publicApi(path, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${jwt}` }, body: JSON.stringify(body) });
const jwtOf = async (member: Member) => (await logIn(cmsUrl(), member.email, member.password)).body.jwt as string;

beforeAll(async () => {
  cms = sharedEditor();
  mail = inbox();
  company = await demoCompany(cms.api);
  admin = await createMember(cms.api, { name: 'Beheerder Bas' });
  await joinCompany(cms.api, admin, company.documentId, 'admin');
  adminJwt = await jwtOf(admin);
});

/** Invites `email` and reads the link in its invitation, the address's `nth` mail: the sink may not have stored it yet when the CMS answers. */
async function invite(email: string, nth = 1) {
  const { status, body } = await post(adminJwt, '/invitations', { email, partner: company.documentId, locale: 'nl' });
  expect(status).toBe(201);
  expect(body.data.email).toBe(email.toLowerCase());
  const message = await mail.waitForMail(email, { count: nth });
  return { message, token: linkTo(message, '/uitnodiging').searchParams.get('token')! };
}

describe('company invitations', () => {
  it('mails a link that makes the colleague a member once, and shows the invitation before', async () => {
    const colleague = await createMember(cms.api);
    const { message, token } = await invite(colleague.email);
    expect(message.subject).toBe(`Beheerder Bas nodigt je uit voor ${company.name} op Standplaats`);

    expect((await siteApi('/invitations/lookup', { token })).body.data).toEqual({
      company: company.name,
      inviter: 'Beheerder Bas',
      email: colleague.email,
      role: 'member',
      status: 'open',
    });

    const jwt = await jwtOf(colleague);
    const accepted = await post(jwt, '/invitations/accept', { token });
    expect(accepted.body.data).toEqual({ company, role: 'member' });
    const overview = await publicApi('/account', { headers: { Authorization: `Bearer ${jwt}` } });
    expect(overview.body.data.memberships).toEqual([{ company, role: 'member' }]);

    const again = await post(jwt, '/invitations/accept', { token });
    expect(again.status).toBe(400);
    expect(again.body.error.name).toBe('InvitationUnusableError');
    expect((await siteApi('/invitations/lookup', { token })).body.data.status).toBe('used');
  });

  it('lists open invitations for the admin, and replaces an earlier one to the same address', async () => {
    const email = newMemberAddress('collega');
    const first = await invite(email);
    const second = await invite(email, 2);
    expect((await siteApi('/invitations/lookup', { token: first.token })).status).toBe(400);
    expect((await siteApi('/invitations/lookup', { token: second.token })).body.data.status).toBe('open');
    const overview = await publicApi('/account', { headers: { Authorization: `Bearer ${adminJwt}` } });
    expect(overview.body.data.invitations.filter((open: { email: string }) => open.email === email.toLowerCase())).toHaveLength(1);
  });

  it('lets only the company’s admins invite', async () => {
    const outsider = await createMember(cms.api);
    const { status } = await post(await jwtOf(outsider), '/invitations', { email: newMemberAddress(), partner: company.documentId });
    expect(status).toBe(403);
  });

  it('refuses to invite a member of the company again', async () => {
    const { status, body } = await post(adminJwt, '/invitations', { email: admin.email, partner: company.documentId });
    expect(status).toBe(400);
    expect(body.error.details.errors[0].path).toEqual(['email']);
  });

  it('does not let anyone read invitations but the site', async () => {
    expect((await publicApi('/invitations/lookup', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"token":"x"}' })).status).toBe(403);
  });
});
