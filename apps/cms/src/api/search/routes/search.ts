// The site's search page and header box call these for every reader; the public and members may
// (see bootstrap/permissions.ts). Each visitor is rate-limited in the controller. `seen` counts a
// reader's search whose page the site serves from its cache: only the site's server may call it.
export default {
  routes: [
    { method: 'GET', path: '/search', handler: 'search.find' },
    { method: 'GET', path: '/search/suggest', handler: 'search.suggest' },
    { method: 'POST', path: '/search/seen', handler: 'search.seen', config: { auth: false as const, policies: ['global::from-site'] } },
  ],
};
