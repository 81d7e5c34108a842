import type { Server } from 'node:http';

/** How long a shutdown waits for the requests in flight before Strapi cuts what is left. */
export const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Graceful shutdown: Strapi's own `destroy` cuts every open connection, requests in flight
 * included. Counting the requests a server is answering lets `drain` stop taking new connections
 * (idle keep-alive ones close) and wait until the last answer is sent, or the timeout.
 */
export function trackRequests(server: Server) {
  let active = 0;
  let idle: (() => void) | null = null;
  server.on('request', (_request, response) => {
    active += 1;
    response.once('close', () => {
      active -= 1;
      if (active === 0) idle?.();
    });
  });
  return {
    inFlight: () => active,
    async drain(timeoutMs = DRAIN_TIMEOUT_MS) {
      if (server.listening) server.close();
      if (active === 0) return;
      await new Promise<void>((resolve) => {
        idle = resolve;
        setTimeout(resolve, timeoutMs).unref();
      });
    },
  };
}
