// A stand-in OAuth 2 server on loopback, in place of an outside identity provider that the tests
// cannot reach: it authorises at once, trades any code for a token and answers one profile.
import { createServer, type Server } from 'node:http';

export type StandInProfile = { email: string; preferred_username?: string; email_verified?: boolean };

export type OAuthStandIn = {
  /** The profile the next log-in gets. */
  profile: StandInProfile;
  /** When set, the visitor "declines": the provider answers `access_denied`. */
  deny: boolean;
  stop(): Promise<void>;
};

const TOKEN = 'stand-in-access-token';

export async function startOAuthStandIn(port: number, profile: StandInProfile): Promise<OAuthStandIn> {
  const standIn = { profile, deny: false } as OAuthStandIn;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
    if (url.pathname === '/authorize') {
      // The user agrees (or declines) at once: back to the client with a code and the state it sent.
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      if (standIn.deny) back.searchParams.set('error', 'access_denied');
      else back.searchParams.set('code', 'stand-in-code');
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, { Location: back.toString() }).end();
    } else if (url.pathname === '/token' && request.method === 'POST') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ access_token: TOKEN, token_type: 'Bearer' }));
    } else if (url.pathname === '/userinfo' && request.headers.authorization === `Bearer ${TOKEN}`) {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ email_verified: true, ...standIn.profile }));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  standIn.stop = () => new Promise((resolve) => server.close(() => resolve()));
  return standIn;
}
