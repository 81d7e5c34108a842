// Before the core routes, so `mine` and `closed` are not read as documentIds. The member routes
// need the authenticated role (bootstrap/permissions.ts) and, should a role be granted them by
// mistake, the signed-in policy; a closed vacancy's title is public (its page answers 410).
const member = { policies: [{ name: 'global::signed-in', config: { to: 'post vacancies' } }] };

export default {
  routes: [
    { method: 'GET', path: '/vacancies/closed/:slug', handler: 'vacancy.closed' },
    { method: 'GET', path: '/vacancies/mine', handler: 'vacancy.mine', config: member },
    { method: 'POST', path: '/vacancies/mine', handler: 'vacancy.post', config: { ...member, middlewares: ['global::visitor-rate-limit'] } },
    { method: 'PUT', path: '/vacancies/mine/:documentId', handler: 'vacancy.edit', config: member },
    { method: 'POST', path: '/vacancies/mine/:documentId/filled', handler: 'vacancy.fill', config: member },
    { method: 'POST', path: '/vacancies/mine/:documentId/withdraw', handler: 'vacancy.withdraw', config: member },
  ],
};
