import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { type Locale, type NewsletterList, paths } from '@standplaats/shared';
import { sendMail } from '../../../utils/mail';
import { siteLink } from '../../../site/paths';
import { InvalidTokenError, signToken, verifyToken } from '../../../utils/signed-tokens';
import { deleteWhere } from '../../../utils/delete-where';
import { changeEmailMail } from '../mails';
import { changeEmailClaims, type ChangeEmailBody, type ProfileBody } from '../validation/account';
import { getService } from '../../../services';

const USER = 'plugin::users-permissions.user';
const MEMBERSHIP = 'api::membership.membership';
const EMAIL_LINK_HOURS = 24;

type UserRow = {
  id: number;
  documentId: string;
  username: string;
  email: string;
  name: string | null;
  language: Locale | null;
  provider: string;
  password: string | null;
  confirmed: boolean;
  createdAt: string;
};
type Membership = { role: 'admin' | 'member'; partner: { documentId: string; name: string } | null };

export type AccountOverview = {
  profile: { id: number; name: string; email: string; language: Locale; confirmed: boolean; createdAt: string; hasPassword: boolean };
  memberships: { company: { documentId: string; name: string }; role: 'admin' | 'member' }[];
  /** Open invitations of the companies this member administers. */
  invitations: { email: string; company: string; role: string; expiresAt: string }[];
  newsletter: { status: string; lists: NewsletterList[] } | null;
};

export type AccountService = {
  overview(userId: number): Promise<AccountOverview>;
  updateProfile(userId: number, profile: ProfileBody): Promise<AccountOverview['profile']>;
  /** Mails a link to the new address; the change waits for its owner (re-confirmation). */
  requestEmailChange(userId: number, body: ChangeEmailBody): Promise<{ email: string }>;
  confirmEmailChange(token: string): Promise<{ email: string }>;
  setNewsletter(userId: number, lists: NewsletterList[]): Promise<{ status: string; lists: NewsletterList[] }>;
  /** Everything the CMS holds about the member (GDPR article 15/20). */
  export(userId: number): Promise<Record<string, unknown>>;
  /** Deletes the account and the personal data that hangs on it: memberships, registrations, newsletter, favourites (GDPR article 17). */
  remove(userId: number, password: string): Promise<void>;
};

const emailTaken = () =>
  new errors.ApplicationError('Email already taken', {
    errors: [{ path: ['email'], message: 'Email already taken', name: 'ValidationError' }],
  });

export default ({ strapi }: { strapi: Core.Strapi }): AccountService => {
  const users = () => strapi.db.query(USER);
  const userService = () => strapi.plugin('users-permissions').service('user') as { validatePassword(given: string, hash: string): Promise<boolean>; remove(where: { id: number }): Promise<unknown> };
  const newsletter = () => getService(strapi, 'api::newsletter-subscriber.newsletter-subscriber');
  const invitations = () => getService(strapi, 'api::invitation.invitation');
  const registrations = () => getService(strapi, 'api::event-registration.event-registration');
  const pushSubscriptions = () => getService(strapi, 'api::push-subscription.push-subscription');
  const fairVisits = () => getService(strapi, 'api::fair-visit.fair-visit');

  async function user(userId: number): Promise<UserRow> {
    const row: UserRow | null = await users().findOne({ where: { id: userId } });
    if (!row) throw new errors.UnauthorizedError('The account no longer exists');
    return row;
  }

  /** A sensitive change asks for the password again; accounts made through a provider have none. */
  async function checkPassword(row: UserRow, password: string) {
    if (row.password && !(await userService().validatePassword(password, row.password))) {
      throw new errors.ValidationError('The provided current password is invalid', {
        errors: [{ path: ['password'], message: 'The provided current password is invalid', name: 'ValidationError' }],
      });
    }
  }

  const profileOf = (row: UserRow): AccountOverview['profile'] => ({
    id: row.id,
    name: row.name ?? '',
    email: row.email,
    language: row.language ?? 'nl',
    confirmed: row.confirmed,
    createdAt: row.createdAt,
    hasPassword: Boolean(row.password),
  });

  async function membershipsOf(userId: number): Promise<AccountOverview['memberships']> {
    const rows: Membership[] = await strapi.db.query(MEMBERSHIP).findMany({
      where: { user: { id: userId } },
      populate: { partner: { select: ['documentId', 'name'] } },
    });
    return rows.flatMap(({ role, partner }) => (partner ? [{ company: { documentId: partner.documentId, name: partner.name }, role }] : []));
  }

  return {
    async overview(userId) {
      const row = await user(userId);
      const memberships = await membershipsOf(userId);
      const administered = memberships.filter(({ role }) => role === 'admin').map(({ company }) => company.documentId);
      return {
        profile: profileOf(row),
        memberships,
        invitations: await invitations().openFor(administered),
        newsletter: await newsletter().preferences(row.email),
      };
    },

    async updateProfile(userId, { name, language }) {
      await users().update({ where: { id: userId }, data: { name, language } });
      return profileOf(await user(userId));
    },

    async requestEmailChange(userId, { email, password, locale }) {
      const row = await user(userId);
      await checkPassword(row, password);
      if (email !== row.email && (await users().count({ where: { $or: [{ email }, { username: email }] } })) > 0) throw emailTaken();
      const token = signToken('account-email', { user: row.id, email }, { ttlSeconds: EMAIL_LINK_HOURS * 3600 });
      const url = siteLink(paths.confirmEmail, locale, { token });
      await sendMail(strapi, email, locale, changeEmailMail(locale, { url, validHours: EMAIL_LINK_HOURS }));
      return { email };
    },

    async confirmEmailChange(token) {
      const claims = changeEmailClaims.safeParse(verifyToken('account-email', token));
      if (!claims.success) throw new InvalidTokenError();
      const row = await users().findOne({ where: { id: claims.data.user } }) as UserRow | null;
      if (!row) throw new InvalidTokenError();
      const { email } = claims.data;
      if (row.email === email) return { email };
      if ((await users().count({ where: { $or: [{ email }, { username: email }], id: { $ne: row.id } } })) > 0) throw emailTaken();
      // Log-in is by email; the username followed the address at sign-up and follows it now.
      const username = row.username === row.email ? email : row.username;
      await users().update({ where: { id: row.id }, data: { email, username, confirmed: true } });
      // The newsletter follows the member's address.
      const lists = (await newsletter().preferences(row.email))?.lists ?? [];
      if (lists.length > 0) {
        await newsletter().forget(row.email);
        await newsletter().setPreferences(email, lists, row.language ?? 'nl');
      }
      return { email };
    },

    async setNewsletter(userId, lists) {
      const row = await user(userId);
      return newsletter().setPreferences(row.email, lists, row.language ?? 'nl');
    },

    async export(userId) {
      const row = await user(userId);
      return {
        exportedAt: new Date().toISOString(),
        account: { ...profileOf(row), username: row.username, provider: row.provider },
        memberships: await membershipsOf(userId),
        newsletter: await newsletter().preferences(row.email),
        eventRegistrations: await registrations().mine({ id: row.id, email: row.email }),
        fairVisits: await fairVisits().all(row.id),
      };
    },

    async remove(userId, password) {
      const row = await user(userId);
      await checkPassword(row, password);
      await deleteWhere(strapi.db.query(MEMBERSHIP), { user: { id: userId } });
      await registrations().forget({ id: row.id, email: row.email });
      await newsletter().forget(row.email);
      await pushSubscriptions().forgetMember(userId);
      await fairVisits().forget(userId);
      await userService().remove({ id: userId });
      strapi.log.info(`Account ${userId} deleted at its owner's request.`);
    },
  };
};
