import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { validateBody } from '../../../utils/validate-body';
import { revokeTokens } from '../tokens';
import { changeEmailBody, deleteAccountBody, newsletterBody, profileBody, tokenBody } from '../validation/account';
import { getService } from '../../../services';

const body = (ctx: Context) => (ctx.request as { body?: unknown }).body;
function userId(ctx: Context): number {
  const user = ctx.state.user as { id: number } | undefined;
  if (!user) throw new errors.UnauthorizedError('Log in first');
  return user.id;
}
const passwordMinLength = () => {
  const value = Number(process.env.PASSWORD_MIN_LENGTH);
  return Number.isInteger(value) && value > 0 ? value : null;
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => getService(strapi, 'api::account.account');
  return {
    /** GET /account → { data: { profile, memberships, invitations, newsletter } } */
    async overview(ctx: Context) {
      ctx.body = { data: await service().overview(userId(ctx)) };
    },
    /** PUT /account/profile { name, language } → { data: profile } */
    async updateProfile(ctx: Context) {
      ctx.body = { data: await service().updateProfile(userId(ctx), validateBody(profileBody)(body(ctx))) };
    },
    /** POST /account/email { email, password, locale } → 202; the new address gets a confirm link. */
    async requestEmailChange(ctx: Context) {
      const data = await service().requestEmailChange(userId(ctx), validateBody(changeEmailBody)(body(ctx)));
      ctx.status = 202;
      ctx.body = { data };
    },
    /** POST /account/email/confirm { token } → { data: { email } } (site only: the link may open on another device). */
    async confirmEmailChange(ctx: Context) {
      ctx.body = { data: await service().confirmEmailChange(validateBody(tokenBody)(body(ctx)).token) };
    },
    /** PUT /account/newsletter { lists } → { data: { status, lists } } */
    async setNewsletter(ctx: Context) {
      ctx.body = { data: await service().setNewsletter(userId(ctx), validateBody(newsletterBody)(body(ctx)).lists) };
    },
    /** GET /account/export → the member's data as a JSON download. */
    async export(ctx: Context) {
      ctx.set('Content-Disposition', 'attachment; filename="standplaats-account.json"');
      ctx.body = await service().export(userId(ctx));
    },
    /** POST /account/delete { password } → 204 (a POST: the body parser reads no DELETE bodies). */
    async remove(ctx: Context) {
      await service().remove(userId(ctx), validateBody(deleteAccountBody)(body(ctx)).password);
      ctx.status = 204;
    },
    /** POST /account/logout-everywhere → 204; every token of the member, this one too, stops working. */
    async logOutEverywhere(ctx: Context) {
      await revokeTokens(strapi, userId(ctx));
      ctx.status = 204;
    },
    /** GET /account/password-policy → { data: { minLength } }; null when the CMS sets none (the site then asks 6). */
    async passwordPolicy(ctx: Context) {
      ctx.body = { data: { minLength: passwordMinLength() } };
    },
  };
};
