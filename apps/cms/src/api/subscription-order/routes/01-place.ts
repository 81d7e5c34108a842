// The site's order form (/abonnementen/{slug}) posts here from its server, with the shared secret
// (policies/from-site.ts); no users-permissions role is involved (auth: false).
export default {
  routes: [
    {
      method: 'POST',
      path: '/subscription-orders',
      handler: 'subscription-order.place',
      config: { auth: false as const, policies: ['global::from-site'], middlewares: ['global::visitor-rate-limit'] },
    },
  ],
};
