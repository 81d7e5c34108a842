import type { Core } from '@strapi/strapi';

/** Where the admin's "Stands importeren" (src/admin/stands-import.tsx) posts, under the admin's own API. */
const ADMIN_IMPORT_PATH = '/standplaats/stands/import';

/**
 * The admin's way to POST /api/stands/import: with the editor's admin session, for those who may
 * create and delete stands (an import replaces a hall's stands).
 */
export function registerAdminImportRoute(strapi: Core.Strapi) {
  strapi.server.routes({
    type: 'admin',
    prefix: '',
    routes: [
      {
        method: 'POST',
        path: ADMIN_IMPORT_PATH,
        handler: 'stand.import',
        info: { apiName: 'stand' },
        config: {
          policies: [
            'admin::isAuthenticatedAdmin',
            { name: 'admin::hasPermissions', config: { actions: [['plugin::content-manager.explorer.create', 'api::stand.stand'], ['plugin::content-manager.explorer.delete', 'api::stand.stand']] } },
          ],
        },
      },
    ],
  });
}
