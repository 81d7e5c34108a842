import type { Core } from '@strapi/strapi';

// `npm start` writes demo credentials into apps/cms/.env and prints them; without them no admin
// is made and Strapi asks for one at /admin as usual.
export async function ensureDemoAdmin(strapi: Core.Strapi) {
  const email = process.env.DEMO_ADMIN_EMAIL;
  const password = process.env.DEMO_ADMIN_PASSWORD;
  if (!email || !password) return;

  const users = strapi.service('admin::user');
  if (await users.exists()) return;

  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  await users.create({
    email,
    password,
    firstname: 'Demo',
    lastname: 'Redactie',
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  });
  strapi.log.info(`Demo admin created: ${email}`);
}
