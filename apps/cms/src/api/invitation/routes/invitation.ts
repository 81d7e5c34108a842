// Company admins invite colleagues; the invited accept once signed in. Both need the authenticated
// role (bootstrap/permissions.ts). The site's invitation page reads an invitation by its token
// before the visitor has an account, so that lookup is site-only (policies/from-site.ts).
export default {
  routes: [
    { method: 'POST', path: '/invitations', handler: 'invitation.invite' },
    { method: 'POST', path: '/invitations/accept', handler: 'invitation.accept' },
    { method: 'POST', path: '/invitations/lookup', handler: 'invitation.lookup', config: { auth: false as const, policies: ['global::from-site'] } },
  ],
};
