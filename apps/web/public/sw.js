// Standplaats's service worker (spec section 4): shows a pushed notification and opens its page
// on a click, and keeps a fair's planner, exhibitor list and plans for use without a network.
// Registered from /sw.js with the scope / (by push, or by the planner page).

/**
 * Kept pages live with the build files they run on, one cache for each build of the site. A page
 * kept again after a deploy moves to the new build's cache, and a build's cache goes with its last
 * page: files of old builds do not pile up, and a page still kept from an older build keeps its own.
 * A new prefix drops every cache of an older format, once the one cache before it has moved here.
 */
const KEPT = 'standplaats-beursbezoek-v2-';
/** The keep message of apps/web/src/lib/planner/offline.ts. */
const KEEP_MESSAGE = 'standplaats:keep';
/** A fair's planner, exhibitor list and plan, in either language. */
const KEPT_PAGE = /^\/(?:en\/)?kalender\/[^/]+\/(?:beursbezoek|exposanten|plattegrond)$/;
const STATIC = '/_next/static/';
const MAX_KEPT = 200;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    moveOneCache()
      .catch(() => undefined)
      .then(() => caches.keys())
      .then((names) => Promise.all(names.filter((name) => name.startsWith('standplaats-') && !name.startsWith(KEPT)).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** Whether an address (a URL or its string) is one of the build's files, named by their content. */
const isBuildFile = (url) => new URL(url).pathname.startsWith(STATIC);
const keepable = (url) => url.origin === self.location.origin && (KEPT_PAGE.test(url.pathname) || isBuildFile(url));

/** The build files a page's HTML names: its scripts and style sheets, and the client code its payload refers to. */
const BUILD_FILE = /\/_next\/static\/[\w./-]+/g;
const buildFilesOf = (html) => [...new Set(html.match(BUILD_FILE))].map((path) => new URL(path, self.location.origin));

/** The build a page's HTML runs on: Next ends the payload's first row with it ("b"), unless a deployment ID stands in for it. */
const BUILD_ID = /\\"b\\":\\"([\w-]+)\\"}\\n/;
const buildOf = (html) => html.match(BUILD_ID)?.[1] ?? 'unnamed';

const keptCaches = () => caches.keys().then((names) => names.filter((name) => name.startsWith(KEPT)));

/** The cache that keeps a page, if one does; `ignoreSearch` finds the page with any query. */
const cacheOf = (url, { ignoreSearch = false } = {}) =>
  keptCaches().then((names) =>
    names.reduce(
      (found, name) =>
        found.then((cache) => cache || caches.open(name).then((open) => open.match(url, { ignoreVary: true, ignoreSearch }).then((page) => page && open))),
      Promise.resolve(undefined),
    ),
  );

/** A build file never changes under its name: one kept for any build is copied, not fetched again. */
const keepFile = (cache, url) =>
  cache.match(url).then(
    (kept) => kept || caches.match(url).then((elsewhere) => elsewhere || fetch(url)).then((response) => (response.ok ? cache.put(url, response) : undefined)),
  );

/** A page kept under a newer build leaves the older build's cache, and a cache with no page left goes. */
const leaveOlderBuilds = (url, name) =>
  keptCaches().then((names) =>
    Promise.all(
      names
        .filter((other) => other !== name)
        .map((other) =>
          caches.open(other).then((cache) =>
            cache
              .delete(url, { ignoreVary: true })
              .then(() => cache.keys())
              .then((requests) => requests.some((request) => !isBuildFile(request.url)) || caches.delete(other)),
          ),
        ),
    ),
  );

/** A page's answer, kept in its build's cache with the build files it names: it then runs without a network though this browser never opened it. */
const keepAnswer = (url, response) =>
  response
    .clone()
    .text()
    .then((html) => {
      const name = KEPT + buildOf(html);
      return caches
        .open(name)
        .then((cache) => Promise.all([cache.put(url, response), ...buildFilesOf(html).map((file) => keepFile(cache, file).catch(() => undefined))]))
        .then(() => leaveOlderBuilds(url, name));
    });

/**
 * The worker before caches per build kept every page and file in this one cache. Its pages move to
 * their builds' caches, and the files no page names (code loaded on use) go with each of them, so
 * what a visitor kept still opens offline.
 */
const ONE_CACHE = 'standplaats-beursbezoek-v1';
const moveOneCache = () =>
  caches.has(ONE_CACHE).then(
    (had) =>
      had &&
      caches.open(ONE_CACHE).then((one) =>
        one.keys().then((requests) => {
          const files = requests.filter((request) => isBuildFile(request.url));
          const pages = requests.filter((request) => !isBuildFile(request.url));
          return Promise.all(pages.map((request) => one.match(request).then((page) => page && keepAnswer(request.url, page)).catch(() => undefined)))
            .then(keptCaches)
            .then((names) => Promise.all(names.map((name) => caches.open(name).then((cache) => Promise.all(files.map((file) => keepFile(cache, file.url).catch(() => undefined)))))));
        }),
      ),
  );

const keepPage = (url) => fetch(url, { credentials: 'same-origin' }).then((response) => (response.ok ? keepAnswer(url, response) : undefined));

/** Build files a kept page loaded, kept with that page (a file loaded by a page nobody keeps is not kept). */
const keepFilesOf = (page, files) =>
  cacheOf(page, { ignoreSearch: true }).then((cache) => cache && Promise.all(files.map((file) => keepFile(cache, file).catch(() => undefined))));

// The planner asks to keep its pages, and the build files it has loaded, once a page load: fetched
// now, refreshed on every visit online.
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== KEEP_MESSAGE || !Array.isArray(data.urls)) return;
  const urls = data.urls
    .filter((url) => typeof url === 'string')
    .map((url) => new URL(url, self.location.origin))
    .filter(keepable)
    .slice(0, MAX_KEPT);
  const files = urls.filter((url) => isBuildFile(url));
  const pages = urls.filter((url) => !isBuildFile(url));
  event.waitUntil(
    Promise.all(pages.map((url) => keepPage(url).catch(() => undefined))).then(() => event.source && keepFilesOf(event.source.url, files)),
  );
});

/** A fair's planner, exhibitor list or plan open in a window: the address it shows. */
const keptPageOf = (clientId) =>
  clientId ? self.clients.get(clientId).then((client) => (client && KEPT_PAGE.test(new URL(client.url).pathname) ? client.url : undefined)) : Promise.resolve(undefined);

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Build files never change under their name: a kept one is served from the cache. One that a
  // kept page loads on use (the favourite buttons' code) is kept with it, for that page offline.
  if (isBuildFile(url)) {
    event.respondWith(
      caches.match(request).then(
        (kept) =>
          kept ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              event.waitUntil(
                keptPageOf(event.clientId).then((page) => page && cacheOf(page, { ignoreSearch: true }).then((cache) => cache && cache.put(request, copy))),
              );
            }
            return response;
          }),
      ),
    );
    return;
  }
  // A kept page comes from the network when there is one (and is kept fresh, with its build's
  // files), else from the cache.
  if (request.mode === 'navigate' && KEPT_PAGE.test(url.pathname)) {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            event.waitUntil(cacheOf(request.url).then((kept) => kept && keepAnswer(request.url, copy)));
          }
          return response;
        })
        .catch(() => caches.match(request, { ignoreVary: true }).then((kept) => kept || Response.error())),
    );
  }
});

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { title: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'Standplaats';
  const url = typeof message.url === 'string' && message.url.startsWith('/') && !message.url.startsWith('//') ? message.url : '/';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/app-icons/icon-192.png',
      badge: '/app-icons/icon-192.png',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
