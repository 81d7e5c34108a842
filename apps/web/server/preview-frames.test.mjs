import { createServer, get } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { cmsOrigin, framesForPreview, policyFramedBy } from './preview-frames.mjs';
import { newRequestContext } from './request-context.mjs';
import { answerByRules } from './response-head.mjs';

const POLICY = "default-src 'self'; frame-ancestors 'self'; object-src 'none'";
const CMS = 'http://localhost:1337';
const servers = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/** The headers a client gets from a page answered by the rule of framesForPreview, sending `cookie`. */
async function headersFor(cookie, path = '/kalender/beurs') {
  const server = createServer((req, res) => {
    answerByRules(res, newRequestContext(), [framesForPreview(req, CMS)]);
    res.setHeader('Content-Security-Policy', POLICY);
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.end('<p>page</p>');
  });
  servers.push(server);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return new Promise((resolve, reject) =>
    get({ host: '127.0.0.1', port: server.address().port, path, headers: cookie ? { cookie } : {}, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers));
    }).on('error', reject),
  );
}

describe('frames for the preview', () => {
  it('add the origin to frame-ancestors once, leaving the other directives alone', () => {
    expect(policyFramedBy(POLICY, CMS)).toBe(`default-src 'self'; frame-ancestors 'self' ${CMS}; object-src 'none'`);
    expect(policyFramedBy(policyFramedBy(POLICY, CMS), CMS)).toBe(policyFramedBy(POLICY, CMS));
  });

  it('let the CMS frame a page in draft mode, and only then', async () => {
    const draft = await headersFor('theme=dark; __prerender_bypass=abc');
    expect(draft['content-security-policy']).toContain(`frame-ancestors 'self' ${CMS}`);
    expect(draft['x-frame-options']).toBeUndefined();
    const published = await headersFor('theme=dark');
    expect(published['content-security-policy']).toBe(POLICY);
    expect(published['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('let the CMS frame the way into the preview and out of it, not a look-alike path', async () => {
    for (const path of ['/api/preview?secret=x&path=/', '/api/preview/exit']) expect((await headersFor('', path))['content-security-policy'], path).toContain(CMS);
    expect((await headersFor('', '/api/previews'))['content-security-policy']).toBe(POLICY);
  });

  it('name the CMS where editors open it', () => {
    expect(cmsOrigin({ CMS_PUBLIC_URL: 'https://cms.example.nl/admin', CMS_URL: 'http://127.0.0.1:1337' })).toBe('https://cms.example.nl');
    expect(cmsOrigin({ CMS_URL: 'http://127.0.0.1:1337' })).toBe('http://127.0.0.1:1337');
    expect(cmsOrigin({})).toBeNull();
  });
});
