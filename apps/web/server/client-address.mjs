// @ts-check
/**
 * The visitor's address, as the site's own server decides it (not as the client says it).
 *
 * `x-forwarded-for` is a list each proxy appends to; the client writes whatever it likes in
 * front. With TRUSTED_PROXY_HOPS proxies of our own in front (a load balancer, nginx), the visitor
 * is the address the outermost of them appended: counted from the right, after the socket's peer.
 * With none (the default), it is the socket's peer and every forwarded header is the client's own
 * invention, so they are all dropped.
 */

/** TRUSTED_PROXY_HOPS as a number: 0 when unset or not a whole number of hops. */
export function trustedHops(value = process.env.TRUSTED_PROXY_HOPS) {
  const hops = Number(value ?? 0);
  return Number.isInteger(hops) && hops >= 0 ? hops : 0;
}

/**
 * The visitor's address from the request's `x-forwarded-for` and the socket's peer, trusting
 * `hops` proxies. Undefined when the socket has no address (it closed).
 * @param {string | string[] | undefined} forwardedFor
 * @param {string | undefined} peer
 * @param {number} hops
 */
export function visitorAddress(forwardedFor, peer, hops) {
  if (hops === 0) return peer;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const chain = [...header.split(',').map((entry) => entry.trim()).filter(Boolean), ...(peer ? [peer] : [])];
  // Fewer entries than trusted hops: the leftmost is the farthest the chain knows.
  return chain[Math.max(0, chain.length - 1 - hops)];
}

const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded', 'x-real-ip'];

/**
 * Rewrites a request's forwarded headers before Next reads them: `x-forwarded-for` becomes the
 * one trusted address, and without trusted proxies the client's other forwarded headers go (Next
 * then derives host, protocol and port from the connection).
 * @param {import('node:http').IncomingMessage} request
 * @param {number} hops
 */
export function settleForwardedHeaders(request, hops) {
  const address = visitorAddress(request.headers['x-forwarded-for'], request.socket.remoteAddress, hops);
  if (hops === 0) for (const header of FORWARDED_HEADERS) delete request.headers[header];
  if (address) request.headers['x-forwarded-for'] = address;
  else delete request.headers['x-forwarded-for'];
}
