// POST /statistics: the site's server forwards the browser's batches (site secret, no visitor
// auth). The figures are for signed-in members (their companies) and editors (the whole site): the
// roles' permissions are in bootstrap/permissions.ts, and the controller checks the company.
export default {
  routes: [
    { method: 'POST', path: '/statistics', handler: 'statistics.collect', config: { auth: false as const, policies: ['global::from-site'] } },
    { method: 'GET', path: '/statistics/companies', handler: 'statistics.companies' },
    { method: 'GET', path: '/statistics/companies/:documentId', handler: 'statistics.company' },
    { method: 'GET', path: '/statistics/site', handler: 'statistics.site' },
  ],
};
