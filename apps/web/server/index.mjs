#!/usr/bin/env node
// @ts-check
// The site's server, in production and in development: Next's request handler, with every step a
// request passes before and around it listed in the callback below.
//
//   node apps/web/server/index.mjs [--port 3000] [--hostname 0.0.0.0] [--dev]
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { settleForwardedHeaders, trustedHops } from './client-address.mjs';
import { cmsDown } from './cms-down.mjs';
import { openConnectionsOutsideRequests } from './connections.mjs';
import { createErrorPageToken, fetchErrorPage, keptErrorPages, serveErrorPages } from './error-pages.mjs';
import { cmsOrigin, framesForPreview } from './preview-frames.mjs';
import { newRequestContext, requestContext } from './request-context.mjs';
import { answerByRules, bareBuildFiles, eachValueOnce, statusSetByPage } from './response-head.mjs';
import { nonceRequest, scriptNonce } from './script-nonce.mjs';
import { trackRequests } from './shutdown.mjs';
import { sendStringsAsBytes } from './string-bodies.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string', default: process.env.PORT ?? '3000' }, hostname: { type: 'string' }, dev: { type: 'boolean', default: false } },
});
const dev = values.dev;
// As `next start` and `next dev` do: React and Next in the matching mode, set before they load.
Object.assign(process.env, { NODE_ENV: dev ? 'development' : 'production' });
createErrorPageToken();
openConnectionsOutsideRequests();
// Next is CommonJS: its default export is the module itself, which its types do not say.
const { default: next } = /** @type {{ default: (typeof import('next'))['default'] }} */ (/** @type {unknown} */ (await import('next')));

const port = Number(values.port);
const hops = trustedHops();
const dir = fileURLToPath(new URL('..', import.meta.url));

const app = next({ dev, dir, port, hostname: values.hostname ?? 'localhost' });
const handle = app.getRequestHandler();
await app.prepare();
// Read once Next has loaded the .env files.
const cmsAdmin = cmsOrigin();

const errorPage = keptErrorPages((wanted) => fetchErrorPage(loopback(), wanted));

const server = createServer((request, response) => {
  const context = newRequestContext();
  // Next keeps a client's own x-forwarded-for; here the visitor's address is the server's to say.
  settleForwardedHeaders(request, hops);
  nonceRequest(request, context);
  // The answer's head, decided in this order just before it is written: the status a page set,
  // the 503 of a failure while the CMS is down, the script policy with this request's nonce, the
  // CMS's admin among the frame ancestors of a page in its preview, the build's files without
  // validators, and each header value once.
  const headOf = answerByRules(response, context, [statusSetByPage, cmsDown, scriptNonce, framesForPreview(request, cmsAdmin), bareBuildFiles(request), eachValueOnce]);
  sendStringsAsBytes(response);
  // A 404 or 5xx in HTML is the whole error page, not Next's empty document.
  serveErrorPages(request, response, context, (status) => headOf(status).status, errorPage);
  // Everything Next does for this request sees its context (src/lib/errors/response-status.ts).
  requestContext.run(context, () => void handle(request, response));
});

/** This server as its own client: on loopback, unless it listens on one address only. */
function loopback() {
  const address = server.address();
  if (!address || typeof address === 'string') return `http://127.0.0.1:${port}`;
  const host = ['0.0.0.0', '::'].includes(address.address) ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${port}`;
}

server.listen(port, values.hostname, () => {
  console.log(`▲ Standplaats site${dev ? ' (development)' : ''} ready on http://${values.hostname ?? 'localhost'}:${port} (trusted proxy hops: ${hops})`);
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
