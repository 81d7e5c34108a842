import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { validateBody } from '../../../utils/validate-body';
import { inviteBody, tokenBody } from '../validation/invitation';
import { getService } from '../../../services';

type Member = { id: number; email: string; name?: string | null };

const body = (ctx: Context) => (ctx.request as { body?: unknown }).body;
function member(ctx: Context): Member {
  const user = ctx.state.user as Member | undefined;
  if (!user) throw new errors.UnauthorizedError('Log in first');
  return user;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => getService(strapi, 'api::invitation.invitation');
  return {
    /** POST /invitations → 201 { data: { email, expiresAt } }; only a company's admins may invite. */
    async invite(ctx: Context) {
      const data = await service().invite(member(ctx), validateBody(inviteBody)(body(ctx)));
      ctx.status = 201;
      ctx.body = { data };
    },
    /** POST /invitations/lookup → { data: { company, inviter, email, role, status } } (site only). */
    async lookup(ctx: Context) {
      ctx.body = { data: await service().lookup(validateBody(tokenBody)(body(ctx)).token) };
    },
    /** POST /invitations/accept → { data: { company, role } }; a used or expired token is InvitationUnusableError (400). */
    async accept(ctx: Context) {
      ctx.body = { data: await service().accept(member(ctx), validateBody(tokenBody)(body(ctx)).token) };
    },
  };
};
