import { AsyncLocalStorage } from 'node:async_hooks';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, getGlobalDispatcher, setGlobalDispatcher } from 'undici';
import { openConnectionsOutsideRequests } from './connections.mjs';

describe('openConnectionsOutsideRequests', () => {
  const request = new AsyncLocalStorage();
  const server = createServer((_req, res) => res.end('ok'));
  let url = '';
  const original = getGlobalDispatcher();

  beforeAll(async () => {
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${server.address().port}/`;
  });
  afterAll(async () => {
    setGlobalDispatcher(original);
    await new Promise((resolve) => server.close(resolve));
  });

  /** The context a new socket of fetch runs its events in, for a fetch made inside a request. */
  async function socketContext() {
    const seen = [];
    const onConnected = ({ socket }) => socket.once('data', () => seen.push(request.getStore() ?? 'none'));
    subscribe('undici:client:connected', onConnected);
    try {
      await request.run('een verzoek', () => fetch(url).then((response) => response.text()));
    } finally {
      unsubscribe('undici:client:connected', onConnected);
    }
    return seen;
  }

  it("opens fetch's sockets in a context of their own, so a kept-alive socket holds no request", async () => {
    // With an agent like Node's own, the socket keeps the request that happened to open it.
    setGlobalDispatcher(new Agent());
    expect(await socketContext()).toEqual(['een verzoek']);

    openConnectionsOutsideRequests();
    expect(await socketContext()).toEqual(['none']);
  });
});
