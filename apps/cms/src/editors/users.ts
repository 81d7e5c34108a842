import type { Core } from '@strapi/strapi';
import { ROLE, type RoleCode } from './roles';

/** The admin's language for every user the project makes; each may switch to English on their profile page. */
export const ADMIN_LANGUAGE = 'nl';

/** One demo user per role, made by `npm start` from its .env (which prints them). */
const DEMO_USERS: { prefix: string; role: RoleCode; lastname: string }[] = [
  { prefix: 'DEMO_ADMIN', role: ROLE.beheerder, lastname: 'Beheerder' },
  { prefix: 'DEMO_EINDREDACTEUR', role: ROLE.eindredacteur, lastname: 'Eindredacteur' },
  { prefix: 'DEMO_AUTEUR', role: ROLE.auteur, lastname: 'Auteur' },
];

/** Every admin user made from now on (invited, or the first one registered) works in Dutch unless they say otherwise. */
export function registerAdminLanguage(strapi: Core.Strapi) {
  strapi.db.lifecycles.subscribe({
    models: ['admin::user'],
    beforeCreate(event) {
      const data = event.params.data as { preferedLanguage?: string | null };
      data.preferedLanguage ??= ADMIN_LANGUAGE;
    },
  });
}

/**
 * Users who never chose a language get Dutch (those made before it was the default), and the demo
 * users of the environment exist. Without demo credentials no one is made and Strapi asks for a
 * first admin at /admin as usual.
 */
export async function ensureAdminUsers(strapi: Core.Strapi) {
  await strapi.db.query('admin::user').updateMany({ where: { preferedLanguage: { $null: true } }, data: { preferedLanguage: ADMIN_LANGUAGE } });
  const users = strapi.service('admin::user');
  for (const { prefix, role, lastname } of DEMO_USERS) {
    const email = process.env[`${prefix}_EMAIL`]?.toLowerCase();
    const password = process.env[`${prefix}_PASSWORD`];
    if (!email || !password || (await strapi.db.query('admin::user').count({ where: { email } })) > 0) continue;
    const { id } = (await strapi.db.query('admin::role').findOne({ where: { code: role } })) as { id: number };
    await users.create({ email, password, firstname: 'Demo', lastname, isActive: true, registrationToken: null, roles: [id], preferedLanguage: ADMIN_LANGUAGE });
    strapi.log.info(`Demo ${lastname.toLowerCase()} created: ${email}`);
  }
}
