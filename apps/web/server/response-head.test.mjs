import { STATUS_CODES, createServer, get } from 'node:http';
import { describe, expect, it } from 'vitest';
import { noteCmsFailure } from '../src/lib/cms/availability';
import { CmsError } from '../src/lib/cms/errors';
import { setResponseStatus } from '../src/lib/errors/response-status';
import { cmsDown } from './cms-down.mjs';
import { newRequestContext, requestContext } from './request-context.mjs';
import { answerByRules, bareBuildFiles, eachValueOnce, statusSetByPage } from './response-head.mjs';
import { scriptNonce } from './script-nonce.mjs';

/**
 * A server with the head's rules in front of a page that answers `status`, after a refused CMS call
 * for the paths under /refused/, and setting 400 under /bad/, as the site's server runs them.
 */
async function withServer(status, run) {
  const server = createServer((req, res) => {
    const context = newRequestContext();
    answerByRules(res, context, [statusSetByPage, cmsDown, scriptNonce]);
    requestContext.run(context, async () => {
      // After a turn of the event loop, as a render's CMS call would come back.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const retryAfter = Number(new URL(req.url, 'http://x').searchParams.get('wait')) || undefined;
      if (req.url.startsWith('/refused/')) noteCmsFailure(new CmsError({ status: 429, name: 'RateLimitError', message: 'Too many', retryAfter }));
      if (req.url.startsWith('/bad/')) setResponseStatus(400);
      await new Promise((resolve) => setTimeout(resolve, 5));
      // With the status's reason phrase, as Next writes it.
      res.writeHead(status, STATUS_CODES[status], { 'Content-Type': 'text/html' }).end('page');
    });
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
      expect(bad).toMatchObject({ status: 400, message: 'Bad Request', headers: { 'cache-control': 'no-store' } });
      expect(bad.headers).not.toHaveProperty('retry-after');
    });
  });

  it('leaves an answer that is not a success alone', async () => {
    await withServer(404, async (answer) => expect((await answer('/refused/c')).status).toBe(404));
  });
});

describe('the rules', () => {
  it('decide in their order, each from the head the ones before it gave', () => {
    const response = { getHeader: () => undefined, hasHeader: () => false, writeHead() {} };
    const seen = [];
    const first = (head) => (seen.push(['first', head.status]), { ...head, status: 503 });
    const second = (head) => (seen.push(['second', head.status]), head);
    const headOf = answerByRules(response, newRequestContext(), [first, second]);
    expect(headOf(500)).toEqual({ status: 503 });
    expect(seen).toEqual([['first', 500], ['second', 503]]);
  });
});

describe("a page's redirect", () => {
  it('has one Location, though Next sets it as it renders and appends it again as it sends', async () => {
    const server = createServer((req, res) => {
      answerByRules(res, newRequestContext(), [eachValueOnce]);
      res.setHeader('Location', '/en/kalender/x');
      res.setHeader('Set-Cookie', 'a=1');
      // What Next does with the headers it kept of the render.
      for (const [name, value] of Object.entries({ location: '/en/kalender/x', 'set-cookie': ['a=1', 'b=2'] })) res.appendHeader(name, value);
      res.writeHead(308).end();
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const raw = await new Promise((resolve, reject) =>
        get({ host: '127.0.0.1', port: server.address().port, path: '/kalender/x' }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.rawHeaders));
        }).on('error', reject),
      );
      const values = (name) => raw.filter((_, index) => index % 2 === 1 && raw[index - 1].toLowerCase() === name);
      expect(values('location')).toEqual(['/en/kalender/x']);
      expect(values('set-cookie')).toEqual(['a=1', 'b=2']);
    } finally {
      server.close();
    }
  });
});

describe("the build's files", () => {
  /** A server answering every path as a file server does, with validators, the build's files immutable. */
  async function answerFile(path) {
    const server = createServer((req, res) => {
      answerByRules(res, newRequestContext(), [bareBuildFiles(req)]);
      const cacheControl = req.url.startsWith('/_next/static/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0';
      // Set one by one before the body, as Next's file server (send) does.
      for (const [name, value] of Object.entries({ 'Cache-Control': cacheControl, ETag: 'W/"5-1"', 'Last-Modified': new Date(0).toUTCString(), 'Accept-Ranges': 'bytes' })) res.setHeader(name, value);
      res.end('file');
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      return await new Promise((resolve, reject) =>
        get({ host: '127.0.0.1', port: server.address().port, path }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.headers));
        }).on('error', reject),
      );
    } finally {
      server.close();
    }
  }

  it('go without validators and the range offer, immutable as they are; other files keep theirs', async () => {
    const build = await answerFile('/_next/static/chunks/main.js');
    expect(build['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const name of ['etag', 'last-modified', 'accept-ranges']) expect(build).not.toHaveProperty(name);
    const other = await answerFile('/icon.svg');
    expect(other).toMatchObject({ etag: 'W/"5-1"', 'accept-ranges': 'bytes' });
    expect(other).toHaveProperty('last-modified');
  });
});
