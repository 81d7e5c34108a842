// A member's own favourites at a fair, and nothing else: there are no core routes, so no list
// can be read or written by its id, and these two always take the member from the JWT. They need
// the authenticated role (bootstrap/permissions.ts) and, should a role be granted them by
// mistake, the signed-in policy. No per-visitor limit: a member saving stands one by one sends a
// list each time, and only ever rewrites their own.
const member = { policies: [{ name: 'global::signed-in', config: { to: 'keep favourites' } }] };

export default {
  routes: [
    { method: 'GET', path: '/fair-visits/:event', handler: 'fair-visit.mine', config: member },
    { method: 'PUT', path: '/fair-visits/:event', handler: 'fair-visit.save', config: member },
  ],
};
