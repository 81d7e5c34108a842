// Before the core routes, so `cities` is not read as a documentId by GET /events/:id.
export default {
  routes: [
    {
      method: 'GET',
      path: '/events/cities',
      handler: 'event.cities',
    },
  ],
};
