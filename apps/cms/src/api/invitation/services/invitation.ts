import { createHash, randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { type Locale, paths } from '@standplaats/shared';
import { sendMail } from '../../../utils/mail';
import { siteLink } from '../../../site/paths';
import { deleteWhere } from '../../../utils/delete-where';
import { invitationMail } from '../mails';
import type { InviteBody } from '../validation/invitation';

const UID = 'api::invitation.invitation';
const MEMBERSHIP = 'api::membership.membership';
/** An invitation works once, for this many days. */
export const INVITATION_DAYS = 7;

type Member = { id: number; email: string; name?: string | null };
type Company = { id: number; documentId: string; name: string };
type Row = { id: number; email: string; role: 'admin' | 'member'; expiresAt: string; acceptedAt: string | null; partner: Company | null; invitedBy: Member | null };
export type InvitationStatus = 'open' | 'used' | 'expired';

export type InvitationService = {
  /** Invites `email` to the company `body.partner`, which `admin` must administer; mails the link. */
  invite(admin: Member, body: InviteBody): Promise<{ email: string; expiresAt: string }>;
  /** What the invitation page shows before the visitor accepts. */
  lookup(token: string): Promise<{ company: string; inviter: string; email: string; role: string; status: InvitationStatus }>;
  /** Makes `member` a member of the invitation's company; the token is used up. */
  accept(member: Member, token: string): Promise<{ company: { documentId: string; name: string }; role: string }>;
  /** Open invitations of the companies a member administers, newest first. */
  openFor(companyDocumentIds: string[]): Promise<{ email: string; company: string; role: string; expiresAt: string }[]>;
};

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const statusOf = (row: Row, now = Date.now()): InvitationStatus => (row.acceptedAt ? 'used' : new Date(row.expiresAt).getTime() < now ? 'expired' : 'open');

/** A link that is unknown, used or past its seven days: the site shows the expired-link text. */
export class InvitationUnusableError extends errors.ApplicationError<'InvitationUnusableError'> {
  constructor(status: Exclude<InvitationStatus, 'open'> | 'unknown') {
    super(`This invitation is ${status === 'unknown' ? 'not valid' : status}`, { status });
    this.name = 'InvitationUnusableError';
  }
}

export default ({ strapi }: { strapi: Core.Strapi }): InvitationService => {
  const rows = () => strapi.db.query(UID);
  const populate = { partner: { select: ['id', 'documentId', 'name'] }, invitedBy: { select: ['id', 'email', 'name'] } };
  const byToken = (token: string): Promise<Row | null> => rows().findOne({ where: { tokenHash: hash(token) }, populate });

  async function usable(token: string): Promise<Row & { partner: Company }> {
    const row = await byToken(token);
    if (!row?.partner) throw new InvitationUnusableError('unknown');
    const status = statusOf(row);
    if (status !== 'open') throw new InvitationUnusableError(status);
    return { ...row, partner: row.partner };
  }

  return {
    async invite(admin, { email, partner, role, locale }) {
      const own = await strapi.db.query(MEMBERSHIP).findOne({
        where: { user: { id: admin.id }, role: 'admin', partner: { documentId: partner } },
        populate: { partner: { select: ['id', 'documentId', 'name'] } },
      });
      const company: Company | undefined = own?.partner;
      if (!company) throw new errors.ForbiddenError('Only an admin of the company may invite colleagues');
      const already = await strapi.db.query(MEMBERSHIP).count({ where: { partner: { documentId: partner }, user: { email } } });
      if (already > 0) {
        throw new errors.ValidationError('Already a member of this company', {
          errors: [{ path: ['email'], message: 'Already a member of this company', name: 'ValidationError' }],
        });
      }
      // A new invitation replaces an open one to the same address, so only the newest link works.
      await deleteWhere(rows(), { email, partner: { documentId: partner }, acceptedAt: { $null: true } });

      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + INVITATION_DAYS * 86_400_000).toISOString();
      await rows().create({ data: { email, role, language: locale, tokenHash: hash(token), expiresAt, partner: company.id, invitedBy: admin.id } });
      const url = siteLink(paths.invitation, locale as Locale, { token });
      await sendMail(strapi, email, locale, invitationMail(locale, { inviter: admin.name || admin.email, company: company.name, url, validDays: INVITATION_DAYS }));
      return { email, expiresAt };
    },

    async lookup(token) {
      const row = await byToken(token);
      if (!row?.partner) throw new InvitationUnusableError('unknown');
      return { company: row.partner.name, inviter: row.invitedBy?.name || row.invitedBy?.email || '', email: row.email, role: row.role, status: statusOf(row) };
    },

    async accept(member, token) {
      const row = await usable(token);
      // Used up in one statement that only an open invitation matches, so two tabs accept it once.
      const marked = await rows().updateMany({ where: { id: row.id, acceptedAt: { $null: true } }, data: { acceptedAt: new Date().toISOString() } });
      if (marked.count === 0) throw new InvitationUnusableError('used');
      await rows().update({ where: { id: row.id }, data: { acceptedBy: member.id } });
      const where = { user: { id: member.id }, partner: { documentId: row.partner.documentId } };
      const existing: { role: string } | null = await strapi.db.query(MEMBERSHIP).findOne({ where });
      if (!existing) await strapi.db.query(MEMBERSHIP).create({ data: { user: member.id, partner: row.partner.id, role: row.role } });
      return { company: { documentId: row.partner.documentId, name: row.partner.name }, role: existing?.role ?? row.role };
    },

    async openFor(companyDocumentIds) {
      if (companyDocumentIds.length === 0) return [];
      const open: Row[] = await rows().findMany({
        where: { partner: { documentId: { $in: companyDocumentIds } }, acceptedAt: { $null: true }, expiresAt: { $gt: new Date().toISOString() } },
        populate,
        orderBy: { createdAt: 'desc' },
        limit: 100,
      });
      return open.map((row) => ({ email: row.email, company: row.partner?.name ?? '', role: row.role, expiresAt: row.expiresAt }));
    },
  };
};
