// The site's search page and header box call these for every reader; the public and members may
// (see bootstrap/permissions.ts). Each visitor is rate-limited in the controller.
export default {
  routes: [
    { method: 'GET', path: '/search', handler: 'search.find' },
    { method: 'GET', path: '/search/suggest', handler: 'search.suggest' },
  ],
};
