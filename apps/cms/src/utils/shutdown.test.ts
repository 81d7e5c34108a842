import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { trackRequests } from './shutdown';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.closeAllConnections()));

/** A server whose answers take `delayMs`, listening on a free loopback port. */
async function slowServer(delayMs: number) {
  const server = createServer((_req, res) => setTimeout(() => res.end('klaar'), delayMs));
  servers.push(server);
  const tracked = trackRequests(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { tracked, port: (server.address() as AddressInfo).port };
}

const get = (port: number) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });

describe('graceful shutdown', () => {
  it('lets a request in flight finish, and takes no new connections meanwhile', async () => {
    const { tracked, port } = await slowServer(300);
    const answer = get(port);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tracked.inFlight()).toBe(1);

    const drained = tracked.drain(5000);
    await expect(get(port)).rejects.toThrow(/ECONNREFUSED/);
    await drained;
    expect(await answer).toEqual({ status: 200, body: 'klaar' });
    expect(tracked.inFlight()).toBe(0);
  });

  it('waits no longer than the timeout for a request that never ends', async () => {
    const { tracked, port } = await slowServer(60_000);
    void get(port).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await tracked.drain(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(tracked.inFlight()).toBe(1);
  });
});
