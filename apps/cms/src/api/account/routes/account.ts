// A signed-in member's own account. These need the authenticated role (bootstrap/permissions.ts);
// users-permissions puts the member of the bearer token in ctx.state.user. The change-email link
// may be opened signed out, on another device: its token is the proof, so that route is site-only.
const fromSite = { auth: false as const, policies: ['global::from-site'] };

export default {
  routes: [
    { method: 'GET', path: '/account', handler: 'account.overview' },
    { method: 'PUT', path: '/account/profile', handler: 'account.updateProfile' },
    { method: 'POST', path: '/account/email', handler: 'account.requestEmailChange' },
    { method: 'POST', path: '/account/email/confirm', handler: 'account.confirmEmailChange', config: fromSite },
    { method: 'PUT', path: '/account/newsletter', handler: 'account.setNewsletter' },
    { method: 'GET', path: '/account/export', handler: 'account.export' },
    { method: 'POST', path: '/account/delete', handler: 'account.remove' },
    { method: 'POST', path: '/account/logout-everywhere', handler: 'account.logOutEverywhere' },
    { method: 'GET', path: '/account/password-policy', handler: 'account.passwordPolicy', config: { auth: false as const } },
  ],
};
