// @ts-check
/** How long a shutdown waits for the requests in flight before it cuts the connections left. */
export const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Graceful shutdown of `server`. `server.close()` alone refuses new connections and waits for the
 * open ones to end, but a kept-alive connection ends only when it has been idle for a while, and a
 * client that keeps sending on it, or a request that hangs, would keep the process up for good.
 * So `drain` also closes every connection as soon as it is idle (its answer done, each answer from
 * now on saying `Connection: close`), and after `timeoutMs` cuts what is left.
 */
export function trackRequests(/** @type {import('node:http').Server} */ server) {
  /** @type {Set<import('node:http').ServerResponse>} */
  const inFlight = new Set();
  let draining = false;
  server.on('request', (/** @type {unknown} */ _request, /** @type {import('node:http').ServerResponse} */ response) => {
    inFlight.add(response);
    if (draining) response.setHeader('Connection', 'close');
    response.once('close', () => {
      inFlight.delete(response);
      // Once its answer is written the connection counts as idle (on the next turn, not yet now).
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
  });
  return {
    inFlight: () => inFlight.size,
    /** Resolves once every connection has ended: finished, idle and closed, or cut at the timeout. */
    async drain(timeoutMs = DRAIN_TIMEOUT_MS) {
      draining = true;
      const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
      server.closeIdleConnections();
      for (const response of inFlight) if (!response.headersSent) response.setHeader('Connection', 'close');
      const cut = setTimeout(() => server.closeAllConnections(), timeoutMs);
      await closed;
      clearTimeout(cut);
    },
  };
}
