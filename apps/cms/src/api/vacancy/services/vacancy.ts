import { factories } from '@strapi/strapi';
import { VACANCY_DEFAULT_DAYS, VACANCY_MAX_DAYS } from '@standplaats/shared';
import { errors } from '@strapi/utils';
import { notifyWrites } from '../../../site/revalidation';
import { VacancyStateError } from '../errors';
import { dutchDate } from '../../../utils/dutch-date';
import { isClosedVacancy, VACANCY_UID } from '../../../site/open-vacancies';
import { textToBlocks } from '../text';
import type { EditBody, PostBody } from '../validation/vacancy';
import { toView, type VacancyRow, type VacancyView } from '../views';

const MEMBERSHIP = 'api::membership.membership';
const DAY = 86_400_000;

/** The signed-in member, as users-permissions puts them on the request. */
export type Member = { id: number; email: string };
export type Company = { id: number; documentId: string; name: string };

export type VacancyService = {
  /** The companies the member belongs to and every vacancy of theirs, with its status. */
  mine(member: Member): Promise<{ companies: Company[]; vacancies: VacancyView[] }>;
  /** Posts a vacancy for one of the member's companies; it waits for review. */
  post(member: Member, body: PostBody): Promise<VacancyView>;
  /** Changes a vacancy that is pending, rejected or published; it (again) waits for review. */
  edit(member: Member, documentId: string, body: EditBody): Promise<VacancyView>;
  /** Marks an open vacancy filled: it leaves the job board. */
  fill(member: Member, documentId: string): Promise<VacancyView>;
  /** Withdraws a vacancy that has not ended. */
  withdraw(member: Member, documentId: string): Promise<VacancyView>;
  /** Expires published vacancies whose closing date has passed; answers how many. */
  closeExpired(now?: Date): Promise<number>;
  /** The little an ended vacancy's page shows (title, company, area); null unless it was public and has ended. */
  closed(slug: string, locale: string): Promise<{ title: string; slug: string; company: string | null; functionArea: string | null; location: string | null } | null>;
};

const badRequest = (path: string, message: string) => new errors.ValidationError(message, { errors: [{ path: [path], message, name: 'ValidationError' }] });

const slugify = (text: string) =>
  text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 150);

/** The closing date: the one given (today up to VACANCY_MAX_DAYS ahead), else VACANCY_DEFAULT_DAYS from today. */
function closingDate(given: string | undefined, now = new Date()) {
  const today = dutchDate(now);
  if (!given) return dutchDate(new Date(now.getTime() + VACANCY_DEFAULT_DAYS * DAY));
  if (given < today) throw badRequest('validThrough', 'The closing date is in the past');
  if (given > dutchDate(new Date(now.getTime() + VACANCY_MAX_DAYS * DAY))) throw badRequest('validThrough', `The closing date is at most ${VACANCY_MAX_DAYS} days ahead`);
  return given;
}

/** The stored fields of what the form sends. */
function fieldsOf(body: EditBody) {
  const isEmail = body.apply.includes('@') && !/^https?:/i.test(body.apply);
  return {
    title: body.title,
    description: textToBlocks(body.text),
    location: body.location,
    province: body.province ?? null,
    remote: body.remote,
    hoursPerWeek: body.hoursPerWeek,
    employmentType: body.employmentType,
    functionArea: body.functionArea ?? null,
    level: body.level ?? null,
    salaryMin: body.salaryMin ?? null,
    salaryMax: body.salaryMax ?? null,
    applyUrl: isEmail ? null : body.apply,
    applyEmail: isEmail ? body.apply.toLowerCase() : null,
    validThrough: closingDate(body.validThrough),
    language: body.locale,
    rejectionReason: null,
  };
}

const WITH_PARTNER = { populate: { partner: { fields: ['name' as const] } } };

export default factories.createCoreService(VACANCY_UID, ({ strapi }) => {
  async function companiesOf(member: Member): Promise<Company[]> {
    const rows = (await strapi.db.query(MEMBERSHIP).findMany({ where: { user: { id: member.id } }, populate: { partner: { select: ['id', 'documentId', 'name'] } } })) as { partner: Company | null }[];
    return rows.flatMap(({ partner }) => (partner ? [partner] : []));
  }

  /** The draft (the editable version) of one of the member's companies' vacancies; anyone else's is not found. */
  async function ownDraft(member: Member, documentId: string): Promise<VacancyRow> {
    const companies = (await companiesOf(member)).map((c) => c.documentId);
    const [row] = (await strapi.documents(VACANCY_UID).findMany({
      filters: { documentId, partner: { documentId: { $in: companies } } },
      status: 'draft',
      locale: 'nl',
      ...WITH_PARTNER,
      limit: 1,
    })) as unknown as VacancyRow[];
    if (!row) throw new errors.NotFoundError('No such vacancy');
    return row;
  }

  /** A status change outside review: every version and language at once, and the site told. */
  async function setStatus(documentId: string, data: Record<string, unknown>) {
    await strapi.db.query(VACANCY_UID).updateMany({ where: { documentId }, data });
    void notifyWrites(strapi, VACANCY_UID, [documentId]);
  }

  async function uniqueSlug(title: string, company: string) {
    const base = slugify(`${title} ${company}`) || 'vacature';
    for (let n = 1; ; n += 1) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if ((await strapi.db.query(VACANCY_UID).count({ where: { slug } })) === 0) return slug;
    }
  }

  const reread = async (documentId: string) => ownDraftAny(documentId);
  async function ownDraftAny(documentId: string) {
    const row = (await strapi.documents(VACANCY_UID).findOne({ documentId, status: 'draft', locale: 'nl', ...WITH_PARTNER })) as unknown as VacancyRow | null;
    if (!row) throw new errors.NotFoundError('No such vacancy');
    return toView(row);
  }

  return {
    async mine(member) {
      const companies = await companiesOf(member);
      if (companies.length === 0) return { companies, vacancies: [] };
      const rows = (await strapi.documents(VACANCY_UID).findMany({
        filters: { partner: { documentId: { $in: companies.map((c) => c.documentId) } } },
        status: 'draft',
        locale: 'nl',
        sort: ['createdAt:desc'],
        ...WITH_PARTNER,
        limit: 200,
      })) as unknown as VacancyRow[];
      return { companies, vacancies: rows.map(toView) };
    },

    async post(member, { company: companyId, ...body }) {
      const company = (await companiesOf(member)).find((c) => c.documentId === companyId);
      // Not the member's company: refused, whether or not it exists.
      if (!company) throw new errors.ForbiddenError('You can only post vacancies for a company you belong to');
      const created = (await strapi.documents(VACANCY_UID).create({
        locale: 'nl',
        status: 'draft',
        data: {
          ...fieldsOf(body),
          slug: await uniqueSlug(body.title, company.name),
          partner: { documentId: company.documentId, locale: 'nl' },
          postedBy: member.id,
          listingStatus: 'pending',
        } as never,
        ...WITH_PARTNER,
      })) as unknown as VacancyRow;
      return toView(created);
    },

    async edit(member, documentId, body) {
      const own = await ownDraft(member, documentId);
      if (!['pending', 'rejected', 'published'].includes(own.listingStatus ?? '')) throw new VacancyStateError('This vacancy can no longer be changed');
      // The review middleware hears pending and sends every version back to review.
      await strapi.documents(VACANCY_UID).update({ documentId, locale: 'nl', status: 'draft', data: { ...fieldsOf(body), listingStatus: 'pending' } as never });
      const published = await strapi.db.query(VACANCY_UID).count({ where: { documentId, publishedAt: { $notNull: true } } });
      if (published > 0) await strapi.documents(VACANCY_UID).unpublish({ documentId, locale: '*' });
      return reread(documentId);
    },

    async fill(member, documentId) {
      const own = await ownDraft(member, documentId);
      if (own.listingStatus === 'filled') return toView(own);
      if (own.listingStatus !== 'published') throw new VacancyStateError('Only a vacancy on the job board can be filled');
      await setStatus(documentId, { listingStatus: 'filled', filledAt: new Date() });
      return reread(documentId);
    },

    async withdraw(member, documentId) {
      const own = await ownDraft(member, documentId);
      if (own.listingStatus === 'withdrawn') return toView(own);
      if (!['pending', 'rejected', 'published'].includes(own.listingStatus ?? '')) throw new VacancyStateError('This vacancy has already ended');
      await setStatus(documentId, { listingStatus: 'withdrawn' });
      return reread(documentId);
    },

    async closeExpired(now = new Date()) {
      const rows = (await strapi.db.query(VACANCY_UID).findMany({
        where: { listingStatus: 'published', validThrough: { $lt: dutchDate(now) } },
        select: ['documentId'],
      })) as { documentId: string }[];
      const ids = [...new Set(rows.map((row) => row.documentId))];
      for (let i = 0; i < ids.length; i += 500) {
        await strapi.db.query(VACANCY_UID).updateMany({ where: { documentId: { $in: ids.slice(i, i + 500) } }, data: { listingStatus: 'expired' } });
      }
      void notifyWrites(strapi, VACANCY_UID, ids);
      return ids.length;
    },

    async closed(slug, locale) {
      const rows = (await strapi.db.query(VACANCY_UID).findMany({
        where: { slug, publishedAt: { $notNull: true }, locale: { $in: [locale, 'nl'] } },
        populate: { partner: { select: ['name'] } },
      })) as (VacancyRow & { locale: string })[];
      const row = rows.find((r) => r.locale === locale) ?? rows[0];
      if (!row || !isClosedVacancy(row)) return null;
      return { title: row.title, slug: row.slug, company: row.partner?.name ?? null, functionArea: row.functionArea ?? null, location: row.location ?? null };
    },
  } satisfies VacancyService;
});

