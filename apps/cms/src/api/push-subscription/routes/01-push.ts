// A browser's subscription comes only through the site's server (the shared secret), limited per
// visitor; sending an article is an editor's act, with an API token. Event reminders are a
// member's: the authenticated role (bootstrap/permissions.ts) and the signed-in policy.
const member = { policies: [{ name: 'global::signed-in', config: { to: 'set event reminders' } }] };

export default {
  routes: [
    {
      method: 'POST',
      path: '/push-subscriptions/subscribe',
      handler: 'push-subscription.subscribe',
      config: { auth: false, policies: ['global::from-site'], middlewares: ['global::visitor-rate-limit'] },
    },
    { method: 'POST', path: '/push-subscriptions/articles/:documentId', handler: 'push-subscription.sendArticle' },
    { method: 'GET', path: '/push-subscriptions/reminders', handler: 'push-subscription.reminders', config: member },
    {
      method: 'POST',
      path: '/push-subscriptions/reminders',
      handler: 'push-subscription.setReminders',
      config: { ...member, middlewares: ['global::visitor-rate-limit'] },
    },
  ],
};
