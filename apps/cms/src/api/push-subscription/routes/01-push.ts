// A browser's subscription comes only through the site's server (the shared secret), limited per
// visitor; sending an article is an editor's act, with an API token.
export default {
  routes: [
    {
      method: 'POST',
      path: '/push-subscriptions/subscribe',
      handler: 'push-subscription.subscribe',
      config: { auth: false, policies: ['global::from-site'], middlewares: ['global::visitor-rate-limit'] },
    },
    { method: 'POST', path: '/push-subscriptions/articles/:documentId', handler: 'push-subscription.sendArticle' },
  ],
};
