import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

/**
 * What a member does through these routes (a registration, a vacancy, a browser's reminders)
 * belongs to the member the JWT names. The role's permissions already keep anonymous callers out;
 * this refuses them too when a role is granted these actions by mistake, rather than storing
 * something without a person (or a blocked one's). `config.to` says what signing in is for.
 */
type WithUser = { state: { user?: { id?: number; blocked?: boolean } } };

const signedIn: Core.PolicyHandler<{ to?: string }> = (policyContext, config) => {
  // Koa's request state, which Strapi's policy type leaves out; users-permissions puts the member there.
  const { user } = (policyContext as Core.PolicyContext & WithUser).state;
  if (!user?.id || user.blocked) throw new errors.UnauthorizedError(config?.to ? `Sign in to ${config.to}` : 'Sign in first');
  return true;
};

export default signedIn;
