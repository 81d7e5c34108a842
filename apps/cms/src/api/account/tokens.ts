import type { Core } from '@strapi/strapi';

/** Voids every token of a member issued before `since` (a password change, "log out everywhere"). */
export const revokeTokens = (strapi: Core.Strapi, userId: number, since = new Date()) =>
  strapi.db.query('plugin::users-permissions.user').update({ where: { id: userId }, data: { tokensValidAfter: since.toISOString() } });
