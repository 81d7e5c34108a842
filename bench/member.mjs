// The benchmarks' member: the CMS makes it at start when these variables are set
// (apps/cms/src/bootstrap/demo-member.ts), so a bench can measure what a signed-in member sees.
import { logIn } from '../scripts/lib/cms-editor.mjs';

export const benchMember = { email: 'lid@bench.test', password: 'Bench-Lid-2026' };
process.env.DEMO_MEMBER_EMAIL = benchMember.email;
process.env.DEMO_MEMBER_PASSWORD = benchMember.password;

/**
 * The member signed in at the CMS, as the site's cookies carry a session (the token and the flag
 * the site's header reads): `cookies` by name and value, `cookie` for a request's header, and
 * `user` as the CMS answered.
 * @param {string | null} cmsUrl
 */
export async function signInBenchMember(cmsUrl) {
  if (!cmsUrl) throw new Error("A bench given --url signs its member in at the site's CMS: name it with --cms-url.");
  const login = await logIn(cmsUrl, benchMember.email, benchMember.password);
  if (login.status !== 200) throw new Error(`The bench member's log-in at ${cmsUrl} → ${login.status} ${JSON.stringify(login.body)}`);
  const cookies = [
    { name: 'standplaats_token', value: login.body.jwt },
    { name: 'standplaats_signed_in', value: '1' },
  ];
  return { cookies, cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; '), user: login.body.user };
}
