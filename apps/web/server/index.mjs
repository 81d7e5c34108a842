#!/usr/bin/env node
// The site's production server: `next start`, plus what it cannot do.
// - Next keeps a client's own `x-forwarded-for` and adds the socket's address only when there is
//   none, so a visitor could name any address and slip past the per-visitor limits. Here the
//   request's forwarded headers are settled first (client-address.mjs).
// - A page that fails because the CMS cannot be reached answers 503 with Retry-After, not 500
//   (cms-down.mjs).
// - A 404 is the whole not-found page, not Next's empty document (not-found-html.mjs).
// - Outgoing connections are opened outside any request, so a kept-alive socket to the CMS holds
//   no request's memory (connections.mjs).
// - A page rendered for one request runs its scripts by a nonce of that request, not by
//   'unsafe-inline' (script-nonce.mjs).
// - SIGTERM lets the requests in flight finish, for a bounded time (shutdown.mjs).
// Then Next's own handler answers.
//
//   node apps/web/server/index.mjs [--port 3000] [--hostname 0.0.0.0]
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { settleForwardedHeaders, trustedHops } from './client-address.mjs';
import { answerUnavailableWhileCmsDown } from './cms-down.mjs';
import './noted-status.mjs'; // A page or form answers the status its code noted (429 past a rate limit), not its 2xx.
import { openConnectionsOutsideRequests } from './connections.mjs';
import { createNotFoundToken, fetchNotFoundPage, keptNotFoundPages, serveNotFoundPages } from './not-found-html.mjs';
import { nonceScripts } from './script-nonce.mjs';
import { trackRequests } from './shutdown.mjs';

// As `next start` does: React and Next in production mode, set before they load.
process.env.NODE_ENV = 'production';
createNotFoundToken();
openConnectionsOutsideRequests();
const { default: next } = await import('next');

const { values } = parseArgs({ options: { port: { type: 'string', default: process.env.PORT ?? '3000' }, hostname: { type: 'string' } } });
const port = Number(values.port);
const hops = trustedHops();
const dir = fileURLToPath(new URL('..', import.meta.url));

const app = next({ dev: false, dir, port, hostname: values.hostname ?? 'localhost' });
const handle = app.getRequestHandler();
await app.prepare();

const notFoundPage = keptNotFoundPages((path) => fetchNotFoundPage(loopback(), path));

const server = createServer((request, response) => {
  settleForwardedHeaders(request, hops);
  nonceScripts(request, response);
  answerUnavailableWhileCmsDown(response);
  serveNotFoundPages(request, response, notFoundPage);
  void handle(request, response);
});

/** This server as its own client: on loopback, unless it listens on one address only. */
function loopback() {
  const { address, family } = server.address();
  const host = ['0.0.0.0', '::'].includes(address) ? '127.0.0.1' : family === 'IPv6' ? `[${address}]` : address;
  return `http://${host}:${port}`;
}

server.listen(port, values.hostname, () => {
  console.log(`▲ Standplaats site ready on http://${values.hostname ?? 'localhost'}:${port} (trusted proxy hops: ${hops})`);
});

const requests = trackRequests(server);

// SIGTERM or SIGINT: no new connections, the requests in flight finish (DRAIN_TIMEOUT_MS at most),
// then Next closes, which waits for the work its answers queued (after(): analytics sends, 5 s each
// at most).
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void requests
      .drain()
      .then(() => app.close())
      .finally(() => process.exit(0));
  });
}
