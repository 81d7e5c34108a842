// Members (users-permissions users) for the tests, made and removed over the CMS's HTTP API.

type Json = Record<string, any>;
type Api = (path: string, init?: RequestInit & { json?: unknown }) => Promise<Json>;

let counter = 0;
/** A fresh address per call, in mixed case: the CMS stores it lowercased. */
export const newMemberAddress = (name = 'lid') => `${name}.${Date.now()}.${++counter}@Example.NL`;

export type Member = { id: number; email: string; password: string; name: string };

/** A confirmed member made by an editor (API token), ready to log in. */
export async function createMember(api: Api, { email = newMemberAddress(), password = 'Geheim-2026', name = 'Test Lid', language = 'nl' } = {}): Promise<Member> {
  const lower = email.toLowerCase();
  const role = (await api('/users-permissions/roles')).roles.find((r: Json) => r.type === 'authenticated');
  const user = await api('/users', { method: 'POST', json: { username: lower, email: lower, password, name, language, confirmed: true, role: role.id } });
  return { id: user.id, email: lower, password, name };
}

/** Makes `member` an admin (or member) of a company, by the company's documentId. */
export const joinCompany = (api: Api, member: Member, partner: string, role: 'admin' | 'member' = 'admin') =>
  api('/memberships', { method: 'POST', json: { data: { user: member.id, partner, role } } }).then((body) => body.data);

/** The first company of the demo content (documentId and name). */
export async function demoCompany(api: Api): Promise<{ documentId: string; name: string }> {
  const { data } = await api('/partners?locale=nl&sort=name:asc&pagination[pageSize]=1');
  return { documentId: data[0].documentId, name: data[0].name };
}

// POST /auth/local as the site's server sends it, answering status and body (the benchmarks sign in with it too).
export { logIn } from '../../scripts/lib/cms-editor.mjs';
