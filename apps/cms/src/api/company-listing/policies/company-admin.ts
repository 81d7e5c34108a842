import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

type WithRequest = { state: { user: { id: number } }; params?: Record<string, unknown> };

/**
 * Only an admin of the company in the path may change its listing. A signed-in member who is not
 * one gets 403 whether or not the company exists (so the answer tells nothing about other
 * companies). It follows global::signed-in in the routes, which refuses anyone else with 401.
 */
// Asynchronous (a membership lookup): Strapi awaits policies, though its handler type says boolean.
const companyAdmin = async (policyContext: Core.PolicyContext, _config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const { state, params } = policyContext as Core.PolicyContext & WithRequest;
  const partner = params?.partner;
  const admins =
    typeof partner === 'string' && /^[a-z0-9]{1,64}$/.test(partner)
      ? await strapi.db.query('api::membership.membership').count({ where: { user: { id: state.user.id }, role: 'admin', partner: { documentId: partner } } })
      : 0;
  if (admins === 0) throw new errors.ForbiddenError('Only an admin of this company may change its listing');
  return true;
};

export default companyAdmin;
