// Before the core routes, so `mine` and `places` are not read as documentIds. The member routes
// need the authenticated role (bootstrap/permissions.ts) and, should a role be granted them by
// mistake, the signed-in policy; the counts are public.
const member = { policies: [{ name: 'global::signed-in', config: { to: 'register for events' } }] };

export default {
  routes: [
    { method: 'GET', path: '/event-registrations/places', handler: 'event-registration.places' },
    { method: 'GET', path: '/event-registrations/mine', handler: 'event-registration.mine', config: member },
    { method: 'POST', path: '/event-registrations', handler: 'event-registration.register', config: { ...member, middlewares: ['global::visitor-rate-limit'] } },
    { method: 'POST', path: '/event-registrations/:documentId/cancel', handler: 'event-registration.cancel', config: member },
  ],
};
