import { expect, test } from '@playwright/test';
import { SETTLE_MS } from '../tests/support/revalidation';
import { webUrl } from './support/ports';

// A link checker's walk through the site, as a crawler makes it: from the home page in each
// language, breadth first, every internal link of every HTML page, up to a bound. No link may lead
// to a 404 (or any error), however many redirects on the site it takes there. A crawler keeps no cookies, so
// neither does this walk (Node's fetch): a language is the one its address says.

/** Pages fetched per start: enough to reach every section and a few of each kind of detail page. */
const MAX_PAGES = 250;
const PARALLEL = 4;
/** What a deleted document answers. */
const GONE = [404, 410];

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

/** What a page answers, and where it leads: its links, or a redirect's target on the site (a social log-in leaves it). */
async function linksFrom(path: string) {
  const url = new URL(path, webUrl);
  const response = await fetch(url, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (location) {
    const target = new URL(location, url);
    return { status: response.status, links: target.origin === url.origin ? [`${target.pathname}${target.search}`] : [] };
  }
  const html = response.headers.get('content-type')?.includes('text/html') ? await response.text() : '';
  return { status: response.status, links: linksOf(html, url) };
}

/**
 * How long a deletion may take to reach the site's cached pages: the CMS tells the site at once and
 * again SETTLE_MS later, for a page that was being rendered during the write; a few seconds more
 * for that call and the page's next render.
 */
const DELETION_SHOWS_WITHIN_MS = SETTLE_MS + 3000;

/** Whether the page `from` still links to `path` once a deletion has had time to reach it (the start page always does). */
async function stillLinked(path: string, from: string) {
  if (from === '(start)') return true;
  for (const deadline = Date.now() + DELETION_SHOWS_WITHIN_MS; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 500))) {
    if (!(await linksFrom(from)).links.includes(path)) return false;
  }
  return true;
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
    const { status, links } = await linksFrom(path);
    fetched += 1;
    if (status < 400) for (const link of links) follow(link, path);
    // Other tests running beside this one add documents and delete them again: a link to one may
    // be gone by the time it is followed. Such a link is broken only if the page that had it keeps it.
    else if (!GONE.includes(status) || (await stillLinked(path, seen.get(path)!))) broken.push(`${status} ${path} (linked from ${seen.get(path)})`);
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
