// Before the core routes, so `cities` is not read as a documentId by GET /venues/:id.
export default {
  routes: [
    {
      method: 'GET',
      path: '/venues/cities',
      handler: 'venue.cities',
    },
  ],
};
