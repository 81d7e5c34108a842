import type { Core } from '@strapi/strapi';

/** Where the admin's "send as push" action (src/admin/app.tsx) posts, under the admin's own API. */
export const ADMIN_SEND_PATH = '/standplaats/push/articles/:documentId';

/**
 * The admin's way to the same sending as POST /api/push-subscriptions/articles/:documentId (for
 * API tokens): with the editor's admin session, for those who may publish articles. Admin routes
 * can only be added this way outside a plugin (an API's routes are always content-API routes).
 */
export function registerAdminSendRoute(strapi: Core.Strapi) {
  strapi.server.routes({
    type: 'admin',
    prefix: '',
    routes: [
      {
        method: 'POST',
        path: ADMIN_SEND_PATH,
        handler: 'push-subscription.sendArticle',
        info: { apiName: 'push-subscription' },
        config: {
          policies: ['admin::isAuthenticatedAdmin', { name: 'admin::hasPermissions', config: { actions: [['plugin::content-manager.explorer.publish', 'api::article.article']] } }],
        },
      },
    ],
  });
}
