// The contact form on a company's and a product's page posts here from the site's server, with the
// shared secret (policies/from-site.ts), limited per visitor; no users-permissions role is involved.
export default {
  routes: [
    {
      method: 'POST',
      path: '/contact-requests',
      handler: 'contact-request.send',
      config: { auth: false as const, policies: ['global::from-site'], middlewares: ['global::visitor-rate-limit'] },
    },
  ],
};
