import { Agent, createServer, request } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { trackRequests } from './shutdown.mjs';

const agents = [];
afterEach(() => agents.splice(0).forEach((agent) => agent.destroy()));

/** A server that answers once it has read the whole body, tracked for shutdown. */
async function start() {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.end('klaar'));
  });
  const tracked = trackRequests(server);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { tracked, port: server.address().port };
}

/** A POST over a kept-alive connection whose body is sent when the test says; its answer. */
function post(port) {
  const agent = new Agent({ keepAlive: true });
  agents.push(agent);
  const sent = request({ host: '127.0.0.1', port, method: 'POST', path: '/', agent, headers: { 'Content-Length': '2' } });
  const answer = new Promise((resolve, reject) => {
    sent.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, text, connection: res.headers.connection }));
    });
    sent.on('error', reject);
  });
  sent.write('a');
  return { finish: () => sent.end('b'), answer };
}

const refused = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => (socket.destroy(), resolve(false)));
    socket.on('error', (error) => resolve(error.code === 'ECONNREFUSED'));
  });

const until = async (check) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('draining a server', () => {
  it('lets a request in flight finish, refuses new connections, and closes the kept-alive one at once', async () => {
    const { tracked, port } = await start();
    // One kept-alive connection that is idle, one with a request in flight.
    const idle = post(port);
    idle.finish();
    expect((await idle.answer).status).toBe(200);
    const slow = post(port);
    await until(() => tracked.inFlight() === 1);

    let drained = false;
    const drain = tracked.drain(5000).then(() => (drained = true));
    expect(await refused(port)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(drained).toBe(false);

    slow.finish();
    expect(await slow.answer).toEqual({ status: 200, text: 'klaar', connection: 'close' });
    const answeredAt = Date.now();
    await drain;
    // Not after Node's 5 s keep-alive timeout: the connection closes as soon as its answer is done.
    expect(Date.now() - answeredAt).toBeLessThan(1000);
  });

  it('cuts a request that hangs once the time is up', async () => {
    const { tracked, port } = await start();
    const hung = post(port);
    await until(() => tracked.inFlight() === 1);
    const startedAt = Date.now();
    await tracked.drain(300);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(290);
    expect(Date.now() - startedAt).toBeLessThan(1000);
    await expect(hung.answer).rejects.toThrow(/socket hang up|ECONNRESET/);
  });
});
