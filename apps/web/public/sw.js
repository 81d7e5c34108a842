// Standplaats's service worker (spec section 4): shows a pushed notification and opens its page
// on a click, and keeps a fair's planner, exhibitor list and plans for use without a network.
// Registered from /sw.js with the scope / (by push, or by the planner page).

/** Where the kept pages and their static files live; a new name drops the old cache. */
const CACHE = 'standplaats-beursbezoek-v1';
/** The keep message of apps/web/src/lib/planner/offline.ts. */
const KEEP_MESSAGE = 'standplaats:keep';
/** A fair's planner, exhibitor list and plan, in either language. */
const KEPT_PAGE = /^\/(?:en\/)?kalender\/[^/]+\/(?:beursbezoek|exposanten|plattegrond)$/;
const STATIC = '/_next/static/';
const MAX_KEPT = 200;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('standplaats-') && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

const keepable = (url) => url.origin === self.location.origin && (KEPT_PAGE.test(url.pathname) || url.pathname.startsWith(STATIC));

/** The build files a page's HTML names: its scripts and style sheets, and the client code its payload refers to. */
const BUILD_FILE = /\/_next\/static\/[\w./-]+/g;
const buildFilesOf = (html) => [...new Set(html.match(BUILD_FILE))].map((path) => new URL(path, self.location.origin));

/** A build file never changes under its name: one already kept is not fetched again. */
const keepFile = (cache, url) =>
  cache.match(url).then((kept) => kept || fetch(url).then((response) => (response.ok ? cache.put(url, response) : undefined)));

/** A page, fetched now, with the build files it names: it then runs without a network though this browser never opened it. */
const keepPage = (cache, url) =>
  fetch(url, { credentials: 'same-origin' }).then((response) => {
    if (!response.ok) return undefined;
    return response
      .clone()
      .text()
      .then((html) => Promise.all([cache.put(url, response), ...buildFilesOf(html).map((file) => keepFile(cache, file).catch(() => undefined))]));
  });

// The planner asks to keep its pages once a page load: fetched now, refreshed on every visit online.
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== KEEP_MESSAGE || !Array.isArray(data.urls)) return;
  const urls = data.urls
    .filter((url) => typeof url === 'string')
    .map((url) => new URL(url, self.location.origin))
    .filter(keepable)
    .slice(0, MAX_KEPT);
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all(urls.map((url) => (url.pathname.startsWith(STATIC) ? keepFile(cache, url) : keepPage(cache, url)).catch(() => undefined))),
    ),
  );
});

/** Whether a request comes from a fair's planner, exhibitor list or plan, open in a window. */
const fromKeptPage = (clientId) =>
  clientId ? self.clients.get(clientId).then((client) => Boolean(client && KEPT_PAGE.test(new URL(client.url).pathname))) : Promise.resolve(false);

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Build files never change under their name: a kept one is served from the cache. One that a
  // fair's page loads on use (the favourite buttons' code) is kept too, for that page offline.
  if (url.pathname.startsWith(STATIC)) {
    event.respondWith(
      caches.match(request).then(
        (kept) =>
          kept ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              event.waitUntil(fromKeptPage(event.clientId).then((keep) => keep && caches.open(CACHE).then((cache) => cache.put(request, copy))));
            }
            return response;
          }),
      ),
    );
    return;
  }
  // A kept page comes from the network when there is one (and is kept fresh), else from the cache.
  if (request.mode === 'navigate' && KEPT_PAGE.test(url.pathname)) {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.match(request, { ignoreVary: true }).then((kept) => kept && cache.put(request, copy)));
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
