import type { Core } from '@strapi/strapi';
import { paths } from '@standplaats/shared';
import { siteLink } from '../site/paths';

const SETUP_KEY = 'standplaats-auth-setup';

/**
 * Members sign up on the site and confirm their address before they can log in. These
 * users-permissions settings are made once, on the first start; after that they are the editors'
 * to change in the admin (Settings → Users & Permissions → Advanced settings).
 */
export async function ensureAuthSettings(strapi: Core.Strapi) {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  if (await store.get({ key: SETUP_KEY })) return;
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  await store.set({
    key: 'advanced',
    value: {
      ...advanced,
      unique_email: true,
      allow_register: true,
      email_confirmation: true,
      // The site's pages; the mails link there (extensions/users-permissions/strapi-server.ts).
      email_confirmation_redirection: siteLink(paths.activateAccount, 'nl'),
      email_reset_password: siteLink(paths.resetPassword, 'nl'),
    },
  });
  await store.set({ key: SETUP_KEY, value: { at: new Date().toISOString() } });
}
