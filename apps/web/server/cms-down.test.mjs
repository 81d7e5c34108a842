import { createServer, get } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { CMS_DOWN_WINDOW_MS, cmsDown } from './cms-down.mjs';
import { CMS_UNREACHABLE_AT } from './names.mjs';
import { newRequestContext } from './request-context.mjs';
import { answerByRules } from './response-head.mjs';

afterEach(() => delete globalThis[CMS_UNREACHABLE_AT]);

/** Status and headers of a real answer `status`, written the way `write` says, through the rule. */
async function answer(status, write = (res) => res.end('body')) {
  const server = createServer((_req, res) => {
    answerByRules(res, newRequestContext(), [cmsDown]);
    res.statusCode = status;
    write(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await new Promise((resolve, reject) =>
      get({ host: '127.0.0.1', port: server.address().port, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, message: res.statusMessage, headers: res.headers }));
      }).on('error', reject),
    );
  } finally {
    server.close();
  }
}

describe('a failure while the CMS is unreachable', () => {
  it('is a 503 with Retry-After and no caching, also when written with explicit headers', async () => {
    globalThis[CMS_UNREACHABLE_AT] = Date.now();
    const implicit = await answer(500);
    expect(implicit).toMatchObject({ status: 503, message: 'Service Unavailable', headers: { 'retry-after': '30', 'cache-control': 'no-store' } });
    const explicit = await answer(500, (res) => res.writeHead(500, 'Internal Server Error', { 'Content-Type': 'text/html' }).end('x'));
    expect(explicit).toMatchObject({ status: 503, message: 'Service Unavailable', headers: { 'content-type': 'text/html' } });
  });

  it('leaves answers that succeeded alone, and 5xx when the CMS answered', async () => {
    globalThis[CMS_UNREACHABLE_AT] = Date.now();
    expect((await answer(200)).status).toBe(200);
    expect((await answer(404)).status).toBe(404);
    globalThis[CMS_UNREACHABLE_AT] = Date.now() - CMS_DOWN_WINDOW_MS - 1;
    expect((await answer(500)).status).toBe(500);
    delete globalThis[CMS_UNREACHABLE_AT];
    const plain = await answer(500);
    expect(plain.status).toBe(500);
    expect(plain.headers).not.toHaveProperty('retry-after');
  });
});
