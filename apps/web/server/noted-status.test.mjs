import { STATUS_CODES, createServer, get } from 'node:http';
import { describe, expect, it } from 'vitest';
import { noteCmsFailure } from '../src/lib/cms/availability';
import { CmsError } from '../src/lib/cms/errors';
import { noteAnswerStatus } from '../src/lib/errors/answer-status';
import './noted-status.mjs';

/** A server that answers `status` to every path, after a refused CMS call for the paths under /refused/, and noting 400 under /bad/. */
async function withServer(status, run) {
  const server = createServer(async (req, res) => {
    // After a turn of the event loop, as a render's CMS call would come back.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const retryAfter = Number(new URL(req.url, 'http://x').searchParams.get('wait')) || undefined;
    if (req.url.startsWith('/refused/')) noteCmsFailure(new CmsError({ status: 429, name: 'RateLimitError', message: 'Too many', retryAfter }));
    if (req.url.startsWith('/bad/')) noteAnswerStatus(400);
    await new Promise((resolve) => setTimeout(resolve, 5));
    // With the status's reason phrase, as Next writes it.
    res.writeHead(status, STATUS_CODES[status], { 'Content-Type': 'text/html' }).end('page');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const answer = (path) =>
    new Promise((resolve, reject) =>
      get({ host: '127.0.0.1', port: server.address().port, path }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, message: res.statusMessage, headers: res.headers }));
      }).on('error', reject),
    );
  try {
    return await run(answer);
  } finally {
    server.close();
  }
}

describe('a page whose CMS call was refused for going too fast', () => {
  it('answers 429 with Retry-After and no caching; the requests beside it keep their own status', async () => {
    await withServer(200, async (answer) => {
      const [refused, fine, waited] = await Promise.all([answer('/refused/a'), answer('/fine'), answer('/refused/b?wait=30')]);
      expect(refused).toMatchObject({ status: 429, message: 'Too Many Requests', headers: { 'retry-after': '60', 'cache-control': 'no-store', 'content-type': 'text/html' } });
      expect(fine.status).toBe(200);
      expect(fine.headers).not.toHaveProperty('retry-after');
      expect(waited).toMatchObject({ status: 429, headers: { 'retry-after': '30' } });
    });
  });

  it('a server action called with arguments its page never sends answers 400', async () => {
    await withServer(200, async (answer) => {
      const bad = await answer('/bad/a');
      expect(bad).toMatchObject({ status: 400, headers: { 'cache-control': 'no-store' } });
      expect(bad.headers).not.toHaveProperty('retry-after');
    });
  });

  it('leaves an answer that is not a success alone', async () => {
    await withServer(404, async (answer) => expect((await answer('/refused/c')).status).toBe(404));
  });
});
