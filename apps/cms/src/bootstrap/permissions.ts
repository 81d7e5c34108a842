import type { Core } from '@strapi/strapi';

// What anonymous visitors may read; drafts stay hidden because the public role only reads
// published documents.
const PUBLIC_READ = ['api::article.article', 'api::event.event'];

export async function grantPublicRead(strapi: Core.Strapi) {
  const role = await strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: 'public' } });
  if (!role) throw new Error('The users-permissions public role is missing.');

  const permissions = strapi.db.query('plugin::users-permissions.permission');
  for (const uid of PUBLIC_READ) {
    for (const action of [`${uid}.find`, `${uid}.findOne`]) {
      const existing = await permissions.findOne({ where: { action, role: role.id } });
      if (!existing) await permissions.create({ data: { action, role: role.id } });
    }
  }
}
