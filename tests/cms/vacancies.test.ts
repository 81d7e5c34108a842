import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, joinCompany, logIn } from '../support/members';
import { cmsUrl, inbox, publicApi, publicList, sharedEditor } from './helpers';

let cms: ReturnType<typeof sharedEditor>;
let mail: ReturnType<typeof inbox>;

// Seeded vacancies (apps/cms/src/seed/data/vacancies.ts): 3 pending, 2 expired, 1 filled, 19 open.
const EXPIRED = 'zomerkracht-festivalcatering-het-buffet';
const FILLED = 'tentenbouwer-tentenbouw-overijssel';
const PENDING = 'magazijnmedewerker-beeldwand-bv';
const OPEN = 'projectleider-standbouw-de-vries-standbouw';

type Member = { email: string; jwt: string };
let company: { documentId: string; name: string };
let otherCompany: { documentId: string; name: string };

async function newMember(companyId?: string, language = 'nl'): Promise<Member> {
  const member = await createMember(cms.api, { language });
  if (companyId) await joinCompany(cms.api, member, companyId, 'member');
  const { body } = await logIn(cmsUrl(), member.email, member.password);
  return { email: member.email, jwt: body.jwt };
}

const asMember = (member: Member | null, path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') =>
  publicApi(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(member && { Authorization: `Bearer ${member.jwt}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

// Closing dates are Dutch calendar days (apps/cms/src/site/open-vacancies.ts), not UTC ones: they differ
// between 23:00 and 01:00 UTC.
const inDays = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date(Date.now() + days * 86_400_000));

const posting = (overrides: Record<string, unknown> = {}) => ({
  company: company.documentId,
  locale: 'nl',
  title: `Standbouwer ${Math.random().toString(36).slice(2, 8)}`,
  text: 'Je bouwt standen op beurzen in binnen- en buitenland.\n\n- Rijbewijs B\n- Ervaring met hout',
  location: 'Utrecht',
  province: 'utrecht',
  remote: false,
  hoursPerWeek: 40,
  employmentType: 'vast',
  functionArea: 'standbouw',
  level: 'medior',
  salaryMin: 2800,
  salaryMax: 3600,
  apply: 'https://example.nl/solliciteren',
  ...overrides,
});

/** The public slug lookup the vacancy page makes. */
const publicBySlug = async (slug: string) => (await publicApi(`/vacancies?filters[slug][$eq]=${slug}`)).body.data as unknown[];
const approve = (documentId: string) => cms.api(`/vacancies/${documentId}?locale=nl&status=published`, { method: 'PUT', json: { data: {} } });
const reject = (documentId: string, reason: string) =>
  cms.api(`/vacancies/${documentId}?locale=nl`, { method: 'PUT', json: { data: { listingStatus: 'rejected', rejectionReason: reason } } });

beforeAll(async () => {
  cms = sharedEditor();
  mail = inbox();
  const { data } = await cms.api('/partners?locale=nl&sort=name:asc&pagination[pageSize]=2');
  [company, otherCompany] = data.map((p: { documentId: string; name: string }) => ({ documentId: p.documentId, name: p.name }));
});

describe('vacancy status rules', () => {
  it('list only approved vacancies whose closing date has not passed, whatever is asked', async () => {
    const today = inDays(0);
    const all = await publicList('/vacancies?fields[0]=slug&fields[1]=listingStatus&fields[2]=validThrough');
    const slugs = all.map((v) => v.slug);
    expect(slugs).toContain(OPEN);
    for (const hidden of [EXPIRED, FILLED, PENDING]) expect(slugs).not.toContain(hidden);
    for (const v of all) {
      expect(v.listingStatus).toBe('published');
      if (v.validThrough) expect(v.validThrough >= today).toBe(true);
    }
    for (const status of ['pending', 'expired', 'filled', 'rejected', 'withdrawn']) {
      expect((await publicApi(`/vacancies?filters[listingStatus][$eq]=${status}`)).body.data).toEqual([]);
    }
    expect((await publicApi(`/vacancies?status=draft&filters[slug][$eq]=${PENDING}`)).body.data).toEqual([]);
  });

  it('answer a closed vacancy by documentId with 404, and give its title only to the closed lookup', async () => {
    const [expired] = (await cms.api(`/vacancies?locale=nl&filters[slug][$eq]=${EXPIRED}`)).data;
    expect(expired.listingStatus).toBe('expired');
    expect((await publicApi(`/vacancies/${expired.documentId}`)).status).toBe(404);

    const closed = await publicApi(`/vacancies/closed/${EXPIRED}?locale=nl`);
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ title: 'Zomerkracht festivalcatering', slug: EXPIRED });
    expect(closed.body.data).not.toHaveProperty('applyEmail');
    expect((await publicApi(`/vacancies/closed/${FILLED}`)).status).toBe(200);
    expect((await publicApi(`/vacancies/closed/${OPEN}`)).status).toBe(404);
    expect((await publicApi(`/vacancies/closed/${PENDING}`)).status).toBe(404);
    expect((await publicApi('/vacancies/closed/bestaat-niet')).status).toBe(404);
  });
});

describe('posting and review', () => {
  it('refuse a post for a company the member does not belong to, and anonymous posts', async () => {
    const member = await newMember(company.documentId);
    const refused = await asMember(member, '/vacancies/mine', posting({ company: otherCompany.documentId }));
    expect(refused.status).toBe(403);
    expect((await asMember(null, '/vacancies/mine', posting())).status).toBe(403);
    const mine = await asMember(member, '/vacancies/mine');
    expect(mine.body.data.vacancies).toEqual([]);
  });

  it('check the body: unknown keys, salary order, closing date at most 90 days, no HTML', async () => {
    const member = await newMember(company.documentId);
    const post = (overrides: Record<string, unknown>) => asMember(member, '/vacancies/mine', posting(overrides));
    const cases: [Record<string, unknown>, string][] = [
      [{ status: 'published' }, 'status'],
      [{ salaryMin: 4000, salaryMax: 3000 }, 'salaryMax'],
      [{ validThrough: inDays(120) }, 'validThrough'],
      [{ text: 'Kom werken bij ons! <script>alert(1)</script> Echt een leuke baan.' }, 'text'],
      [{ apply: 'geen adres' }, 'apply'],
    ];
    for (const [overrides, path] of cases) {
      const { status, body } = await post(overrides);
      expect(status, path).toBe(400);
      expect(body.error.details.errors[0].path).toEqual([path]);
    }
  });

  it('keep a posted vacancy pending and private until an editor approves it, then mail the poster', async () => {
    const member = await newMember(company.documentId);
    const { status, body } = await asMember(member, '/vacancies/mine', posting({ validThrough: undefined }));
    expect(status).toBe(201);
    const posted = body.data;
    expect(posted).toMatchObject({ status: 'pending', company: { documentId: company.documentId }, validThrough: inDays(30) });
    expect(posted.text).toContain('- Rijbewijs B');
    expect(await publicBySlug(posted.slug)).toEqual([]);

    const mine = (await asMember(member, '/vacancies/mine')).body.data;
    expect(mine.companies.map((c: { documentId: string }) => c.documentId)).toEqual([company.documentId]);
    expect(mine.vacancies.map((v: { slug: string; status: string }) => [v.slug, v.status])).toEqual([[posted.slug, 'pending']]);

    await approve(posted.documentId);
    expect(await publicBySlug(posted.slug)).toHaveLength(1);
    const message = await mail.waitForMail(member.email, { subject: /online/ });
    expect(message.subject).toBe(`Je vacature staat online: ${posted.title}`);
    expect(message.text).toContain(`/vacatures/${posted.slug}`);

    // Changing it sends it back to review.
    const edited = await asMember(member, `/vacancies/mine/${posted.documentId}`, { ...posting({ title: posted.title }), company: undefined }, 'PUT');
    expect(edited.status).toBe(200);
    expect(edited.body.data.status).toBe('pending');
    expect(await publicBySlug(posted.slug)).toEqual([]);

    // Approved again, then filled: gone from the list, its title left for the 410 page.
    await approve(posted.documentId);
    expect(await publicBySlug(posted.slug)).toHaveLength(1);
    const filled = await asMember(member, `/vacancies/mine/${posted.documentId}/filled`, {});
    expect(filled.body.data.status).toBe('filled');
    expect(await publicBySlug(posted.slug)).toEqual([]);
    expect((await publicApi(`/vacancies/closed/${posted.slug}`)).body.data.title).toBe(posted.title);
  });

  it('mail a rejection with its reason in the poster’s language; a rejection needs a reason', async () => {
    const member = await newMember(company.documentId, 'en');
    const { body } = await asMember(member, '/vacancies/mine', posting({ locale: 'en' }));
    const posted = body.data;
    await expect(reject(posted.documentId, '  ')).rejects.toThrow(/400/);
    await reject(posted.documentId, 'The salary is missing from the text.');
    const message = await mail.waitForMail(member.email);
    expect(message.subject).toBe(`Your vacancy was not approved: ${posted.title}`);
    expect(message.text).toContain('The salary is missing from the text.');
    const mine = (await asMember(member, '/vacancies/mine')).body.data.vacancies[0];
    expect(mine).toMatchObject({ status: 'rejected', rejectionReason: 'The salary is missing from the text.' });
    expect(await publicBySlug(posted.slug)).toEqual([]);
  });

  it('let a member withdraw, and not touch another company’s vacancy', async () => {
    const member = await newMember(company.documentId);
    const stranger = await newMember(otherCompany.documentId);
    const posted = (await asMember(member, '/vacancies/mine', posting())).body.data;
    expect((await asMember(stranger, `/vacancies/mine/${posted.documentId}/withdraw`, {})).status).toBe(404);
    const withdrawn = await asMember(member, `/vacancies/mine/${posted.documentId}/withdraw`, {});
    expect(withdrawn.body.data.status).toBe('withdrawn');
    // Never public: no page to answer 410 for.
    expect((await publicApi(`/vacancies/closed/${posted.slug}`)).status).toBe(404);
    await approve(posted.documentId).catch(() => undefined);
    expect(await publicBySlug(posted.slug)).toEqual([]);
  });

  it('leave the title of a withdrawn vacancy that was public for its 410 page', async () => {
    const member = await newMember(company.documentId);
    const posted = (await asMember(member, '/vacancies/mine', posting())).body.data;
    await approve(posted.documentId);
    expect(await publicBySlug(posted.slug)).toHaveLength(1);
    expect((await asMember(member, `/vacancies/mine/${posted.documentId}/withdraw`, {})).body.data.status).toBe('withdrawn');
    expect(await publicBySlug(posted.slug)).toEqual([]);
    expect((await publicApi(`/vacancies/closed/${posted.slug}`)).body.data).toMatchObject({ title: posted.title, company: company.name });
  });
});

describe('the closing job', () => {
  it('expire published vacancies whose closing date has passed', async () => {
    const yesterday = inDays(-1);
    const created = (
      await cms.api('/vacancies?locale=nl&status=published', {
        method: 'POST',
        json: { data: { title: 'Verlopen testvacature', slug: `verlopen-${Date.now()}`, employmentType: 'vast', listingStatus: 'published', validThrough: yesterday } },
      })
    ).data;
    expect(await publicBySlug(created.slug)).toEqual([]);
    await expect
      .poll(async () => (await cms.api(`/vacancies/${created.documentId}?locale=nl`)).data.listingStatus, { timeout: 15_000, interval: 500 })
      .toBe('expired');
    expect((await publicApi(`/vacancies/closed/${created.slug}`)).body.data.title).toBe('Verlopen testvacature');
  });
});
