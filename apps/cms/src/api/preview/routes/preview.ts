export default {
  routes: [
    {
      method: 'GET',
      path: '/preview/:type',
      handler: 'preview.findDraft',
      config: { auth: false, policies: ['api::preview.preview-secret'] },
    },
  ],
};
