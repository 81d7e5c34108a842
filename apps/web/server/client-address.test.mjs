import { createServer, request as send } from 'node:http';
import { describe, expect, it } from 'vitest';
import { settleForwardedHeaders, trustedHops, visitorAddress } from './client-address.mjs';

describe('the visitor address', () => {
  it('is the socket peer when no proxy is trusted, whatever the client says', () => {
    expect(visitorAddress('6.6.6.6', '203.0.113.9', 0)).toBe('203.0.113.9');
    expect(visitorAddress(undefined, '203.0.113.9', 0)).toBe('203.0.113.9');
  });

  it('is the address the outermost trusted proxy appended, not what the client put in front', () => {
    // client → nginx (appends the client's address) → site
    expect(visitorAddress('6.6.6.6, 198.51.100.7', '10.0.0.2', 1)).toBe('198.51.100.7');
    // client → load balancer → nginx → site
    expect(visitorAddress('6.6.6.6,198.51.100.7, 10.0.0.1', '10.0.0.2', 2)).toBe('198.51.100.7');
    expect(visitorAddress(['6.6.6.6', '198.51.100.7'], '10.0.0.2', 1)).toBe('198.51.100.7');
  });

  it('falls back to the farthest known address when the chain is shorter than the trusted hops', () => {
    expect(visitorAddress(undefined, '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(visitorAddress('198.51.100.7', '10.0.0.2', 3)).toBe('198.51.100.7');
  });

  it('reads TRUSTED_PROXY_HOPS as a whole number of hops, 0 otherwise', () => {
    expect([undefined, '', '0', '2', '-1', '1.5', 'twee'].map(trustedHops)).toEqual([0, 0, 0, 2, 0, 0, 0]);
  });
});

describe('the forwarded headers Next sees', () => {
  /** A real HTTP server whose handler reports the headers after they were settled. */
  async function headersSeen(hops, headers) {
    const server = createServer((request, response) => {
      settleForwardedHeaders(request, hops);
      response.end(JSON.stringify(request.headers));
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      return await new Promise((resolve, reject) => {
        const req = send({ host: '127.0.0.1', port: server.address().port, headers, agent: false }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve(JSON.parse(body)));
        });
        req.on('error', reject);
        req.end();
      });
    } finally {
      server.close();
    }
  }

  it('without a trusted proxy: the connection address, and none of the client-made forwarded headers', async () => {
    const seen = await headersSeen(0, { 'X-Forwarded-For': '6.6.6.6', 'X-Forwarded-Host': 'elders.example', 'X-Forwarded-Proto': 'https', Forwarded: 'for=6.6.6.6' });
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen).not.toHaveProperty('x-forwarded-host');
    expect(seen).not.toHaveProperty('x-forwarded-proto');
    expect(seen).not.toHaveProperty('forwarded');
  });

  it("behind one trusted proxy: the address it appended, and its host and protocol", async () => {
    const seen = await headersSeen(1, { 'X-Forwarded-For': '6.6.6.6, 198.51.100.7', 'X-Forwarded-Proto': 'https' });
    expect(seen['x-forwarded-for']).toBe('198.51.100.7');
    expect(seen['x-forwarded-proto']).toBe('https');
  });
});
