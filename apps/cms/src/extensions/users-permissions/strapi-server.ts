import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { activateMail, alreadyRegisteredMail, resetPasswordMail } from '../../api/account/mails';
import { revokeTokens } from '../../api/account/tokens';
import { defaultLocale, formLimits, locales, paths, type Locale } from '@standplaats/shared';
import { formLocale } from '../../site/form-fields';
import { sendMail } from '../../utils/mail';
import { siteLink } from '../../site/paths';
import { forgotPasswordBody } from '../../api/account/validation/account';
import { validateBody } from '../../utils/validate-body';

// What the site needs of users-permissions beyond Strapi's defaults (DESIGN.md section 4): mails
// in the member's language that link to the site's pages, reset links that expire, a sign-up
// that does not reveal which addresses have an account, a guard against password guessing, and a
// per-visitor limit on the public forms.

const USER = 'plugin::users-permissions.user';
/** How long a reset-password link works. */
export const RESET_LINK_MINUTES = 60;

type Factory<T> = (context: { strapi: Core.Strapi }) => T;
type Handler = (ctx: Context) => Promise<unknown>;
type Plugin = {
  contentTypes: { user: { schema: { info: { displayName: string }; attributes: Record<string, unknown> } } };
  services: { user: Factory<UserService>; jwt: Factory<JwtService> };
  controllers: { auth: Factory<Record<string, Handler>> };
  routes: { 'content-api': { routes: { path: string; method: string; config?: { middlewares?: unknown[] } }[] } };
};
type User = { id: number; email: string; name?: string | null; language?: string | null; confirmed?: boolean; blocked?: boolean; resetPasswordRequestedAt?: string | null };
type TokenPayload = { id?: number; iat?: number; issuedAtMs?: number };
type JwtService = { issue(payload: Record<string, unknown>, options?: unknown): string; verify(token: string): Promise<TokenPayload> };
type UserService = { edit(id: number, data: Record<string, unknown>): Promise<unknown>; sendConfirmationEmail(user: User): Promise<void> };

const languageOf = (value: unknown): Locale => formLocale.catch('nl').parse(value);
const body = (ctx: Context) => ((ctx.request as { body?: unknown }).body ?? {}) as Record<string, unknown>;
const findUser = (strapi: Core.Strapi, where: Record<string, unknown>): Promise<User | null> => strapi.db.query(USER).findOne({ where });

export default (plugin: Plugin) => {
  // The members, as editors find them in the admin's menu.
  plugin.contentTypes.user.schema.info.displayName = 'Lid';
  Object.assign(plugin.contentTypes.user.schema.attributes, {
    name: { type: 'string', maxLength: formLimits.account.name.max },
    // The language of the member's mails and of the pages their links open.
    language: { type: 'enumeration', enum: [...locales], default: defaultLocale },
    resetPasswordRequestedAt: { type: 'datetime', private: true, configurable: false },
    // Tokens issued before this moment are void: set by a password change or reset, and by "log
    // out everywhere" (api/account/tokens.ts). A token version checked on each request.
    tokensValidAfter: { type: 'datetime', private: true, configurable: false },
  });

  // Every token says to the millisecond when it was issued (`iat` has whole seconds only, and a
  // new token is often issued in the same second as the change that voids the old ones).
  const jwtService = plugin.services.jwt;
  plugin.services.jwt = ({ strapi }) => {
    const service = jwtService({ strapi });
    return {
      ...service,
      issue: (payload, options) => service.issue.call(service, { ...payload, issuedAtMs: Date.now() }, options),
      async verify(token) {
        const payload = await service.verify.call(service, token);
        const user = payload.id === undefined ? null : await strapi.db.query(USER).findOne({ where: { id: payload.id }, select: ['tokensValidAfter'] });
        const validAfter = user?.tokensValidAfter ? new Date(user.tokensValidAfter).getTime() : 0;
        const issued = payload.issuedAtMs ?? (payload.iat ?? 0) * 1000;
        if (issued < validAfter) throw new Error('Invalid token.');
        return payload;
      },
    };
  };

  const userService = plugin.services.user;
  plugin.services.user = ({ strapi }) => {
    const service = userService({ strapi });
    return {
      ...service,
      /** The activation mail, linking to the site's /account-activeren in the member's language. */
      async sendConfirmationEmail(user: User) {
        const confirmation = randomBytes(20).toString('hex');
        await service.edit(user.id, { confirmationToken: confirmation });
        const language = languageOf(user.language);
        await sendMail(strapi, user.email, language, activateMail(language, { name: user.name, url: siteLink(paths.activateAccount, language, { confirmation }) }));
      },
    };
  };

  const authController = plugin.controllers.auth;
  plugin.controllers.auth = ({ strapi }) => {
    const auth = authController({ strapi });
    const users = () => strapi.plugin('users-permissions').service('user') as UserService;
    return {
      ...auth,

      /**
       * A sign-up with an address that has an account answers exactly as a new one: its owner gets
       * a mail instead (the activation again, or a pointer to log in), so no one learns which
       * addresses have an account. With activation on, no sign-up answers with the user.
       */
      async register(ctx: Context) {
        try {
          await auth.register(ctx);
        } catch (error) {
          if (!(error instanceof errors.ApplicationError) || error.message !== 'Email or Username are already taken') throw error;
          const { email, language } = body(ctx);
          const user = typeof email === 'string' ? await findUser(strapi, { email: email.toLowerCase() }) : null;
          if (user && !user.confirmed) await users().sendConfirmationEmail(user);
          else if (user) {
            const locale = languageOf(language ?? user.language);
            const links = { loginUrl: siteLink(paths.login, locale), resetUrl: siteLink(paths.forgotPassword, locale) };
            await sendMail(strapi, user.email, locale, alreadyRegisteredMail(locale, links));
          }
          ctx.status = 200;
          ctx.body = { user: null };
          return;
        }
        const answer = ctx.body as { jwt?: string } | undefined;
        if (!answer?.jwt) ctx.body = { user: null };
      },

      /** Always `{ ok: true }`; a known, unblocked address gets a reset link in the asked language. */
      async forgotPassword(ctx: Context) {
        const { email, locale } = validateBody(forgotPasswordBody)(body(ctx));
        const user = await findUser(strapi, { email });
        if (user && !user.blocked) {
          const code = randomBytes(64).toString('hex');
          await users().edit(user.id, { resetPasswordToken: code, resetPasswordRequestedAt: new Date().toISOString() });
          const language = locale ?? languageOf(user.language);
          const url = siteLink(paths.resetPassword, language, { code });
          await sendMail(strapi, user.email, language, resetPasswordMail(language, { url, validMinutes: RESET_LINK_MINUTES }));
        }
        ctx.body = { ok: true };
      },

      /**
       * A reset link older than RESET_LINK_MINUTES is void, as a used one is. A new password voids
       * every token issued before it; the answer carries a fresh one.
       */
      async resetPassword(ctx: Context) {
        const { code } = body(ctx);
        const user = typeof code === 'string' && code !== '' ? await findUser(strapi, { resetPasswordToken: code }) : null;
        const requested = user?.resetPasswordRequestedAt ? new Date(user.resetPasswordRequestedAt).getTime() : 0;
        if (user && Date.now() - requested > RESET_LINK_MINUTES * 60_000) {
          await users().edit(user.id, { resetPasswordToken: null });
          throw new errors.ValidationError('Incorrect code provided');
        }
        const since = new Date();
        await auth.resetPassword(ctx);
        if (user) await revokeTokens(strapi, user.id, since);
      },

      /** A changed password voids every token issued before it, on every device; the answer carries a fresh one. */
      async changePassword(ctx: Context) {
        const since = new Date();
        await auth.changePassword(ctx);
        const user = ctx.state.user as { id: number } | undefined;
        if (user) await revokeTokens(strapi, user.id, since);
      },
    };
  };

  // Password guessing is throttled per account and per visitor (middlewares/login-throttle.ts).
  const login = plugin.routes['content-api'].routes.find((route) => route.method === 'POST' && route.path === '/auth/local');
  if (!login) throw new Error('users-permissions has no POST /auth/local route to guard.');
  login.config = { ...login.config, middlewares: ['global::login-throttle'] };

  // Sign-up and the two mail requests are public forms: each visitor sends each a few times a
  // minute at most (middlewares/visitor-rate-limit.ts), captcha or not.
  for (const path of ['/auth/local/register', '/auth/forgot-password', '/auth/send-email-confirmation']) {
    const route = plugin.routes['content-api'].routes.find((candidate) => candidate.method === 'POST' && candidate.path === path);
    if (!route) throw new Error(`users-permissions has no POST ${path} route to limit.`);
    route.config = { ...route.config, middlewares: ['global::visitor-rate-limit'] };
  }

  return plugin;
};
