import type { Core } from '@strapi/strapi';
import { isTokenCaller } from '../utils/content-api';
import { ROLE } from './roles';

/** What whoever makes the current write may do in review. */
export type ReviewRights = {
  /** Set an editorial document to approved: who may publish it. */
  approve: boolean;
  /** Publish what nobody approved: the Beheerder, and full-access API tokens. */
  publishUnreviewed: boolean;
};

type Ability = { can(action: string, subject: string): boolean };
type State = { userAbility?: Ability; user?: { roles?: { code?: string }[] }; auth?: { credentials?: { type?: string } } };

/**
 * The review rights of the request behind a document-service call: an admin user's come from
 * their role, an API token's from its kind. A call that no request made (a scheduled task, the
 * seed) approves nothing and may publish only what was approved.
 */
export function reviewRights(strapi: Core.Strapi, uid: string): ReviewRights {
  const ctx = strapi.requestContext.get() as (Parameters<typeof isTokenCaller>[0] & { state: State }) | undefined;
  if (!ctx) return { approve: false, publishUnreviewed: false };
  const { userAbility, user } = ctx.state;
  if (userAbility) {
    return {
      approve: userAbility.can('plugin::content-manager.explorer.publish', uid),
      publishUnreviewed: Boolean(user?.roles?.some((role) => role.code === ROLE.beheerder)),
    };
  }
  const fullAccess = isTokenCaller(ctx) && ctx.state.auth?.credentials?.type === 'full-access';
  return { approve: fullAccess, publishUnreviewed: fullAccess };
}
