// Before the core routes, so `archive` is not read as a documentId by GET /articles/:id.
export default {
  routes: [
    {
      method: 'GET',
      path: '/articles/archive',
      handler: 'article.archive',
    },
  ],
};
