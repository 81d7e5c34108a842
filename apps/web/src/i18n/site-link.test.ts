// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { prefetchedLinks, siteLinks } from './site-link';

describe('the marks of site links', () => {
  it('tell the site links, and among them those prefetched', () => {
    document.body.innerHTML = '<a href="/a" data-link>a</a><a href="/b" data-link data-no-prefetch>b</a><a href="/c">c</a>';
    const texts = (selector: string) => [...document.querySelectorAll(selector)].map((link) => link.textContent);
    expect(texts(siteLinks)).toEqual(['a', 'b']);
    expect(texts(prefetchedLinks)).toEqual(['a']);
  });
});
