import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

/**
 * A vacancy is posted by a member, and the member is who the JWT says. The role's permissions
 * already keep anonymous callers out; this refuses them too when a role is granted these actions
 * by mistake, rather than storing a vacancy without a poster (or a blocked one's).
 */
type WithUser = { state: { user?: { id?: number; blocked?: boolean } } };

const signedIn: Core.PolicyHandler = (policyContext) => {
  // Koa's request state, which Strapi's policy type leaves out; users-permissions puts the member there.
  const { user } = (policyContext as Core.PolicyContext & WithUser).state;
  if (!user?.id || user.blocked) throw new errors.UnauthorizedError('Sign in to post vacancies');
  return true;
};

export default signedIn;
