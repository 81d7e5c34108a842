import type { Core } from '@strapi/strapi';

/**
 * Strapi makes two API tokens on a fresh install's first start, named and described in English
 * (@strapi/admin's DEFAULT_API_TOKENS). The Beheerder reads them under Instellingen › API-tokens;
 * a token that still has Strapi's name and description gets these. One the Beheerder renamed or
 * described keeps what they wrote, and a name already taken is left alone (names are unique).
 */
const DEFAULT_TOKENS = [
  {
    was: { name: 'Read Only', description: 'A default API token with read-only permissions, only used for accessing resources' },
    name: 'Alleen lezen',
    description: 'Standaardtoken dat alleen mag lezen: om inhoud op te halen.',
  },
  {
    was: { name: 'Full Access', description: 'A default API token with full access permissions, used for accessing or modifying resources' },
    name: 'Volledige toegang',
    description: 'Standaardtoken met alle rechten: om inhoud op te halen en te wijzigen.',
  },
];

export async function nameDefaultApiTokens(strapi: Core.Strapi) {
  const tokens = strapi.db.query('admin::api-token');
  for (const { was, name, description } of DEFAULT_TOKENS) {
    const token = await tokens.findOne({ where: was });
    if (token && !(await tokens.findOne({ where: { name } }))) await tokens.update({ where: { id: token.id }, data: { name, description } });
  }
}
