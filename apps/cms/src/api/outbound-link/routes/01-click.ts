// The site's /l/{id} calls this for every click; the public and members may (see bootstrap/permissions.ts).
export default {
  routes: [
    {
      method: 'POST',
      path: '/outbound-links/:id/click',
      handler: 'outbound-link.click',
    },
  ],
};
