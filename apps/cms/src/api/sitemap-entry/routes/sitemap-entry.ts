// The crawler sitemap (/sitemap.xml) pages through these; the public and members may (see bootstrap/permissions.ts).
export default {
  routes: [
    {
      method: 'GET',
      path: '/sitemap-entries/:type',
      handler: 'sitemap-entry.find',
    },
  ],
};
