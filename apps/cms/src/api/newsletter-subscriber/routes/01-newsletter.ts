// The site's newsletter forms and mailed links end here. Browsers never call these: the site's
// server does, with the shared secret (policies/from-site.ts), so no users-permissions role is
// involved (auth: false).
const fromSite = { auth: false as const, policies: ['global::from-site'] };

export default {
  routes: [
    { method: 'POST', path: '/newsletter/subscribe', handler: 'newsletter-subscriber.subscribe', config: { ...fromSite, middlewares: ['global::visitor-rate-limit'] } },
    { method: 'POST', path: '/newsletter/confirm', handler: 'newsletter-subscriber.confirm', config: fromSite },
    { method: 'POST', path: '/newsletter/unsubscribe', handler: 'newsletter-subscriber.unsubscribe', config: fromSite },
  ],
};
