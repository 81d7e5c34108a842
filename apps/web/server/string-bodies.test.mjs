import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendStringsAsBytes } from './string-bodies.mjs';

// Answers as Next does from its cache: the page as one string to `end`, with its Content-Length.
// `?encoding=` writes in that encoding; `/parts` writes strings and bytes in turn.
const page = (n) => `<!DOCTYPE html><html lang="nl"><body><h1>Beurs – ${n} €</h1>${'<p>Standplaats</p>'.repeat(2000)}</body></html>`;
const pages = new Map();
let base;
const server = createServer((request, response) => {
  sendStringsAsBytes(response);
  const url = new URL(request.url, 'http://site');
  if (url.pathname === '/parts') {
    response.write('<p>één</p>', 'utf8', () => response.write(Buffer.from('<p>twee</p>')));
    setTimeout(() => response.end('<p>drie</p>'), 10);
    return;
  }
  const encoding = url.searchParams.get('encoding') ?? 'utf8';
  const body = encoding === 'utf8' ? (pages.get(url.search) ?? pages.set(url.search, page(url.search)).get(url.search)) : 'cafébar';
  response.setHeader('Content-Length', Buffer.byteLength(body, encoding));
  response.end(body, encoding);
});

beforeAll(async () => {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('sendStringsAsBytes', () => {
  it('sends a page given as a string whole, the same on every request, and another page as itself', async () => {
    for (let i = 0; i < 3; i++) expect(await (await fetch(`${base}/?n=1`)).text()).toBe(page('?n=1'));
    expect(await (await fetch(`${base}/?n=2`)).text()).toBe(page('?n=2'));
  });

  it('keeps the encoding a string was written in', async () => {
    expect(Buffer.from(await (await fetch(`${base}/?encoding=latin1`)).arrayBuffer())).toEqual(Buffer.from('cafébar', 'latin1'));
  });

  it('writes strings and bytes in their order, and calls back', async () => {
    expect(await (await fetch(`${base}/parts`)).text()).toBe('<p>één</p><p>twee</p><p>drie</p>');
  });
});
