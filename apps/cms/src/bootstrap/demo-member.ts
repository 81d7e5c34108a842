import type { Core } from '@strapi/strapi';

// `npm start` writes a demo member's credentials into apps/cms/.env and prints them, so the
// account pages and company invitations can be tried at once: a confirmed member, admin of the
// first demo company. Without them (tests, production) no member is made.
export async function ensureDemoMember(strapi: Core.Strapi) {
  const email = process.env.DEMO_MEMBER_EMAIL?.toLowerCase();
  const password = process.env.DEMO_MEMBER_PASSWORD;
  if (!email || !password) return;
  const users = strapi.db.query('plugin::users-permissions.user');
  if (await users.findOne({ where: { email } })) return;

  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  // Through users-permissions, which hashes the password as a sign-up does.
  const accounts = strapi.plugin('users-permissions').service('user') as { add(values: Record<string, unknown>): Promise<{ id: number }> };
  const member = await accounts.add({ username: email, email, password, name: 'Demo Lid', language: 'nl', confirmed: true, provider: 'local', role: role.id });
  const company = await strapi.db.query('api::partner.partner').findOne({ where: { locale: 'nl', publishedAt: { $notNull: true } }, orderBy: { name: 'asc' } });
  if (company) await strapi.db.query('api::membership.membership').create({ data: { user: member.id, partner: company.id, role: 'admin' } });
  strapi.log.info(`Demo member created: ${email}${company ? `, admin of ${company.name}` : ''}`);
}
