// An editor's act, with an API token: no role of users-permissions gets it.
export default {
  routes: [{ method: 'POST', path: '/stands/import', handler: 'stand.import' }],
};
