import { expect, test } from '@playwright/test';
import { webUrl } from './support/ports';

// A link checker's walk through the site, as a crawler makes it: from the home page in each
// language, breadth first, every internal link of every HTML page, up to a bound. No link may lead
// to a 404 (or any error), however many redirects on the site it takes there. A crawler keeps no cookies, so
// neither does this walk (Node's fetch): a language is the one its address says.

/** Pages fetched per start: enough to reach every section and a few of each kind of detail page. */
const MAX_PAGES = 250;
const PARALLEL = 4;

// Not pages to crawl: tracked outbound links (a redirect off the site), API routes, and what a
// visitor downloads (calendar files); the month view is closed to crawlers (robots.txt).
const SKIPPED = [/^\/(?:en\/)?l\//, /^\/api\//, /\/ics$/, /weergave=maand/];

/** The internal links of an HTML page, as site paths with their query. */
function linksOf(html: string, base: URL): string[] {
  const links = new Set<string>();
  for (const [, raw] of html.matchAll(/<a\s[^>]*?href="([^"]+)"/g)) {
    const url = new URL(raw!.replaceAll('&amp;', '&'), base);
    if (url.origin !== base.origin) continue;
    const path = `${url.pathname}${url.search}`;
    if (!SKIPPED.some((pattern) => pattern.test(path))) links.add(path);
  }
  return [...links];
}

async function crawl(start: string) {
  const seen = new Map<string, string>([[start, '(start)']]);
  const queue = [start];
  const broken: string[] = [];
  let fetched = 0;
  const follow = (link: string, from: string) => {
    if (seen.has(link)) return;
    seen.set(link, from);
    queue.push(link);
  };
  const visit = async (path: string) => {
    const url = new URL(path, webUrl);
    const response = await fetch(url, { redirect: 'manual' });
    fetched += 1;
    if (response.status >= 400) {
      broken.push(`${response.status} ${path} (linked from ${seen.get(path)})`);
      return;
    }
    // A redirect is followed as a link of its own, on the site only (a social log-in leaves it).
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, url);
      if (target.origin === url.origin) follow(`${target.pathname}${target.search}`, path);
      return;
    }
    if (!response.headers.get('content-type')?.includes('text/html')) return;
    for (const link of linksOf(await response.text(), url)) follow(link, path);
  };
  while (queue.length > 0 && fetched < MAX_PAGES) {
    await Promise.all(queue.splice(0, Math.min(PARALLEL, MAX_PAGES - fetched)).map(visit));
  }
  return { broken, fetched };
}

for (const start of ['/', '/en']) {
  test(`a crawl from ${start} finds no link that leads nowhere`, async () => {
    test.setTimeout(180_000);
    const { broken, fetched } = await crawl(start);
    expect(fetched).toBe(MAX_PAGES);
    expect(broken).toEqual([]);
  });
}
