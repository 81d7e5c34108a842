// A stand-in for the site on loopback, where the CMS of the integration suite sends its
// revalidation calls (SITE_URL): it keeps each call's body, and the tests read them at GET /calls.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RevalidationCall = { type: string; documentId?: string; slugs?: string[]; newsTags?: string[] };

export async function startSiteStandIn(): Promise<{ url: string; stop(): Promise<void> }> {
  const calls: RevalidationCall[] = [];
  const server: Server = createServer((request, response) => {
    if (request.method === 'POST' && request.url === '/api/revalidate') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk));
      request.on('end', () => {
        calls.push(JSON.parse(body) as RevalidationCall);
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"revalidated":true}');
      });
    } else if (request.method === 'GET' && request.url === '/calls') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(calls));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The revalidation calls the stand-in at `url` has had, oldest first. */
export const revalidationCalls = async (url: string) => (await (await fetch(`${url}/calls`)).json()) as RevalidationCall[];
