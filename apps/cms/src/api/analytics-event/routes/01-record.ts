// The site's server records what happened (sign-ins, sign-ups, ...) here, with the shared secret
// (policies/from-site.ts); browsers never write events directly. The browser's batches go to
// POST /statistics (api/statistics); both end in the same store (src/analytics).
export default {
  routes: [
    {
      method: 'POST',
      path: '/analytics-events/record',
      handler: 'analytics-event.record',
      config: { auth: false as const, policies: ['global::from-site'] },
    },
  ],
};
