// @ts-check
import { AsyncResource } from 'node:async_hooks';
import { Agent, buildConnector, setGlobalDispatcher } from 'undici';

/**
 * The site's outgoing connections (the CMS, its uploads) are opened outside any request.
 *
 * A socket keeps the async context it was opened in for as long as it lives, and fetch keeps its
 * sockets open between calls: opened during a render, a socket would hold that request's whole
 * context (Next's stores, the response, the rendered page) and, through an error Next keeps in
 * it, the requests that came after, so memory would grow with every render. Node's fetch is
 * undici's, and undici's global dispatcher is where its sockets are made: the same agent as
 * Node's default, whose sockets are opened in a context of their own.
 */
export function openConnectionsOutsideRequests() {
  const connect = buildConnector({});
  const outside = new AsyncResource('standplaats.outgoing-connections');
  setGlobalDispatcher(new Agent({ connect: (options, callback) => outside.runInAsyncScope(connect, null, options, callback) }));
}
