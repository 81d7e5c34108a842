import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { NOT_APPROVED, ONLY_EDITORS_APPROVE } from '../../apps/cms/src/editors/editorial';
import { adminSession, type AdminSession } from '../support/cms-editor';
import { createMember, joinCompany, logIn } from '../support/members';
import { revalidationCalls } from '../support/site-stand-in';
import constants from '../support/test-constants.json';
import { cmsUrl, inbox, publicApi, sharedEditor, siteUrl } from './helpers';

// The CMS for Dutch editors: their language and labels, the review of editorial documents, the
// queue of what waits for them, and publishing on a schedule.

const ARTICLE = 'api::article.article';
const cmsSrc = path.resolve(import.meta.dirname, '../../apps/cms/src');

let auteur: AdminSession;
let eindredacteur: AdminSession;
let beheerder: AdminSession;
const articles: string[] = [];

beforeAll(async () => {
  // One log-in each for the file: the admin limits them.
  [auteur, eindredacteur, beheerder] = await Promise.all([adminSession(cmsUrl(), constants.auteur), adminSession(cmsUrl(), constants.eindredacteur), adminSession(cmsUrl(), inject('admin'))]);
});

afterAll(async () => {
  for (const documentId of articles) await sharedEditor().deleteArticle(documentId);
});

let made = 0;
/** A new article's fields; the slug is unique to the run. */
const draft = (title: string, extra: Record<string, unknown> = {}) => ({ title, slug: `redactie-${Date.now()}-${++made}`, excerpt: 'Een korte samenvatting.', date: new Date().toISOString(), ...extra });

/** Writes a new article through an admin user's content manager and keeps it for clean-up. */
async function write(session: AdminSession, title: string, extra: Record<string, unknown> = {}) {
  const { status, body } = await session.contentManager(ARTICLE).create(draft(title, extra));
  expect(status, JSON.stringify(body)).toBe(201);
  articles.push(body.data.documentId);
  return body.data as { documentId: string; slug: string; title: string };
}

const isPublic = async (slug: string) => (await publicApi(`/articles?filters[slug][$eq]=${slug}`)).body.data.length > 0;
const queue = async (session: AdminSession) => (await session.request('GET', '/standplaats/review-queue')).body.data as { documentId: string; waiting: string; since: string }[];

describe('the admin in Dutch', () => {
  it('is the language of every demo user', () => {
    for (const session of [auteur, eindredacteur, beheerder]) expect(session.user.preferedLanguage).toBe('nl');
  });

  it('is the language of a user the Beheerder invites', async () => {
    const roles = (await beheerder.request('GET', '/admin/roles')).body.data as { id: number; code: string }[];
    const { status, body } = await beheerder.request('POST', '/admin/users', {
      firstname: 'Nieuwe',
      lastname: 'Auteur',
      email: `uitgenodigd-${Date.now()}@example.nl`,
      roles: [roles.find((role) => role.code === 'strapi-author')!.id],
    });
    expect(status, JSON.stringify(body)).toBe(201);
    const stored = await beheerder.request('GET', `/admin/users/${body.data.id}`);
    await beheerder.request('DELETE', `/admin/users/${body.data.id}`);
    expect(stored.body.data.preferedLanguage).toBe('nl');
  });

  it('labels every field of every content type and component in the schema files, and the members’ accounts', async () => {
    const schemas = [
      ...readdirSync(path.join(cmsSrc, 'api')).map((type) => ({ uid: `api::${type}.${type}`, file: path.join(cmsSrc, 'api', type, 'content-types', type, 'schema.json'), kind: 'content-types' })),
      ...readdirSync(path.join(cmsSrc, 'components')).flatMap((category) =>
        readdirSync(path.join(cmsSrc, 'components', category)).map((file) => ({ uid: `${category}.${file.replace(/\.json$/, '')}`, file: path.join(cmsSrc, 'components', category, file), kind: 'components' })),
      ),
    ].filter(({ file }) => existsSync(file));
    expect(schemas.length).toBeGreaterThan(30);
    const unlabelled: string[] = [];
    const check = async (uid: string, kind: string, fields: string[]) => {
      const { status, body } = await beheerder.request('GET', `/content-manager/${kind}/${uid}/configuration`);
      expect(status, uid).toBe(200);
      const { metadatas } = kind === 'components' ? body.data.component : body.data.contentType;
      // Strapi's own label is the field's name; the editors' is a Dutch word. A field named `locale`
      // is i18n's, never shown in the forms (push subscriptions have one).
      for (const field of fields) {
        if (field === 'locale' && !metadatas[field]) continue;
        if (!metadatas[field]?.edit?.label || metadatas[field].edit.label === field) unlabelled.push(`${uid}.${field}`);
      }
    };
    for (const { uid, file, kind } of schemas) await check(uid, kind, Object.keys(JSON.parse(readFileSync(file, 'utf8')).attributes));
    await check('plugin::users-permissions.user', 'content-types', ['username', 'email', 'confirmed', 'blocked', 'role', 'name', 'language']);
    expect(unlabelled).toEqual([]);
  });

  it('gives the samenvatting its label, limit and help text, and the menu Dutch names', async () => {
    const { body } = await beheerder.request('GET', `/content-manager/content-types/${ARTICLE}/configuration`);
    expect(body.data.contentType.metadatas.excerpt.edit).toMatchObject({ label: 'Samenvatting', description: expect.stringContaining('kaarten in overzichten, in de feeds') });
    const types = (await beheerder.request('GET', '/content-manager/content-types')).body.data as { uid: string; info: { displayName: string }; isDisplayed: boolean; attributes: Record<string, { maxLength?: number }> }[];
    expect(types.find((type) => type.uid === ARTICLE)?.attributes.excerpt?.maxLength).toBe(200);
    const shown = new Map(types.filter((type) => type.isDisplayed).map((type) => [type.uid, type.info.displayName]));
    expect(shown.get(ARTICLE)).toBe('Artikel');
    expect(shown.get('api::partner.partner')).toBe('Bedrijf');
    expect(shown.get('api::exhibitor.exhibitor')).toBe('Exposant');
    expect(shown.get('api::contact-request.contact-request')).toBe('Contactverzoek');
    expect(shown.has('api::analytics-event.analytics-event')).toBe(false);
  });
});

describe('the members’ roles', () => {
  it('are named in Dutch where the Beheerder reads them, by what each may do', async () => {
    const { status, body } = await beheerder.request('GET', '/users-permissions/roles');
    expect(status).toBe(200);
    const roles = new Map((body.roles as { type: string; name: string; description: string }[]).map((role) => [role.type, role]));
    expect(roles.get('public')).toMatchObject({ name: 'Bezoeker', description: 'Wie de site bezoekt zonder in te loggen.' });
    expect(roles.get('authenticated')).toMatchObject({ name: 'Lid', description: 'Wie met een account is ingelogd op de site.' });
    expect(roles.get('editor')).toMatchObject({ name: 'Redactie', description: 'Leden die ook de statistieken van de hele site zien.' });
  });
});

describe('the API tokens Strapi makes on the first start', () => {
  it('are named and described in Dutch under Instellingen › API-tokens', async () => {
    const { status, body } = await beheerder.request('GET', '/admin/api-tokens');
    expect(status).toBe(200);
    const tokens = new Map((body.data as { type: string; name: string; description: string }[]).map((token) => [token.name, token]));
    expect(tokens.get('Alleen lezen')).toMatchObject({ type: 'read-only', description: 'Standaardtoken dat alleen mag lezen: om inhoud op te halen.' });
    expect(tokens.get('Volledige toegang')).toMatchObject({ type: 'full-access', description: 'Standaardtoken met alle rechten: om inhoud op te halen en te wijzigen.' });
    expect(tokens.has('Read Only') || tokens.has('Full Access')).toBe(false);
  });
});

describe('the roles', () => {
  it('let the Eindredacteur manage every type editors see in the menu, stands (their import) and exhibitors included', async () => {
    const types = (await beheerder.request('GET', '/content-manager/content-types')).body.data as { uid: string; isDisplayed: boolean }[];
    const shown = types.filter((type) => type.isDisplayed && type.uid.startsWith('api::')).map((type) => type.uid);
    const { body } = await eindredacteur.request('GET', '/admin/users/me/permissions');
    const granted = (body.data as { action: string; subject: string | null }[]).map(({ action, subject }) => `${action.replace('plugin::content-manager.explorer.', '')} ${subject}`);
    expect(shown.filter((uid) => !granted.includes(`read ${uid}`))).toEqual([]);
    for (const uid of ['api::exhibitor.exhibitor', 'api::outbound-link.outbound-link', 'api::stand.stand']) {
      expect(granted).toEqual(expect.arrayContaining(['create', 'update', 'delete'].map((action) => `${action} ${uid}`)));
    }
    expect(granted).not.toContain('update api::contact-request.contact-request');
  });
});

describe('review', () => {
  it('keeps an Auteur from publishing and from approving', async () => {
    const article = await write(auteur, 'Een auteur wil publiceren');
    const articles = auteur.contentManager(ARTICLE);
    expect((await articles.publish(article.documentId)).status).toBe(403);
    const approving = await articles.update(article.documentId, { reviewStatus: 'goedgekeurd' });
    expect(approving.status).toBe(400);
    expect(approving.body.error.message).toBe(ONLY_EDITORS_APPROVE);
    expect((await articles.find(article.documentId)).body.data.reviewStatus).toBe('concept');
    expect(await isPublic(article.slug)).toBe(false);
  });

  it('refuses to publish what nobody approved: for an Eindredacteur too, and through the REST API with a token', async () => {
    const article = await write(eindredacteur, 'Nog niet goedgekeurd');
    const publishing = await eindredacteur.contentManager(ARTICLE).publish(article.documentId);
    expect(publishing.status).toBe(400);
    expect(publishing.body.error.message).toBe(NOT_APPROVED);

    const token = await beheerder.request('POST', '/admin/api-tokens', {
      name: `redactie-${Date.now()}`,
      type: 'custom',
      lifespan: null,
      permissions: ['api::article.article.create', 'api::article.article.update'],
    });
    expect(token.status).toBe(201);
    const rest = draft('Via de REST API');
    const response = await fetch(`${cmsUrl()}/api/articles?locale=nl&status=published`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token.body.data.accessKey}` },
      body: JSON.stringify({ data: rest }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(NOT_APPROVED);
    expect(await isPublic(rest.slug)).toBe(false);
    await beheerder.request('DELETE', `/admin/api-tokens/${token.body.data.id}`);
  });

  it('lists and mails what an Auteur submits; an Eindredacteur approves and publishes it', async () => {
    const article = await write(auteur, `Ingediend stuk ${Date.now()}`);
    expect((await auteur.contentManager(ARTICLE).update(article.documentId, { reviewStatus: 'ter-review' })).status).toBe(200);

    const mail = await inbox().waitForMail(constants.eindredacteur.email, { subject: new RegExp(article.title) });
    expect(mail.subject).toBe(`Artikel wacht op review: ${article.title}`);
    expect(mail.text).toContain(`/admin/content-manager/collection-types/${ARTICLE}/${article.documentId}`);
    expect(await queue(eindredacteur)).toContainEqual(expect.objectContaining({ documentId: article.documentId, waiting: 'review' }));

    const articles = eindredacteur.contentManager(ARTICLE);
    expect((await articles.update(article.documentId, { reviewStatus: 'goedgekeurd' })).status).toBe(200);
    expect((await articles.publish(article.documentId)).status).toBe(200);
    expect(await isPublic(article.slug)).toBe(true);
    expect((await queue(eindredacteur)).map((item) => item.documentId)).not.toContain(article.documentId);

    // An Auteur's later change needs review again.
    await auteur.contentManager(ARTICLE).update(article.documentId, { excerpt: 'Nog even aangepast.' });
    expect((await articles.find(article.documentId)).body.data.reviewStatus).toBe('concept');
  });

  it('sends an Auteur’s copy of approved, planned work through review again', async () => {
    const original = await write(eindredacteur, 'Goedgekeurd origineel', { reviewStatus: 'goedgekeurd', publishAt: new Date(Date.now() + 86_400_000).toISOString() });
    const copy = draft('Kopie van een auteur');
    const { status, body } = await auteur.request('POST', `/content-manager/collection-types/${ARTICLE}/clone/${original.documentId}?locale=nl`, { ...copy, locale: 'nl' });
    expect(status, JSON.stringify(body)).toBe(200);
    articles.push(body.data.documentId);
    const stored = (await eindredacteur.contentManager(ARTICLE).find(body.data.documentId)).body.data;
    expect(stored).toMatchObject({ title: copy.title, reviewStatus: 'concept', publishAt: null, unpublishAt: null });
  });
});

describe('publishing on schedule', () => {
  const soon = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

  it('publishes what was approved at its moment and tells the site; what nobody approved waits', async () => {
    // Planned first, but an Auteur's concept: the task leaves it, and it does not hold up the approved one.
    const waiting = await write(auteur, 'Gepland maar niet goedgekeurd');
    expect((await eindredacteur.contentManager(ARTICLE).update(waiting.documentId, { publishAt: soon(-60) })).status).toBe(200);
    const planned = await write(eindredacteur, 'Gepland en goedgekeurd', { reviewStatus: 'goedgekeurd', publishAt: soon(2) });
    expect(await isPublic(planned.slug)).toBe(false);

    await expect.poll(() => isPublic(planned.slug), { timeout: 15_000, interval: 250 }).toBe(true);
    await expect.poll(async () => (await revalidationCalls(siteUrl())).some((call) => call.type === 'article' && call.documentId === planned.documentId), { timeout: 5000 }).toBe(true);
    expect((await eindredacteur.contentManager(ARTICLE).find(planned.documentId)).body.data.publishAt).toBeNull();
    // The unapproved one keeps its moment and waits for approval.
    expect(await isPublic(waiting.slug)).toBe(false);
    expect((await eindredacteur.contentManager(ARTICLE).find(waiting.documentId)).body.data.publishAt).not.toBeNull();
  });

  it('takes a document off the site at its unpublish moment', async () => {
    const article = await write(eindredacteur, 'Tijdelijk online', { reviewStatus: 'goedgekeurd', unpublishAt: soon(3) });
    expect((await eindredacteur.contentManager(ARTICLE).publish(article.documentId)).status).toBe(200);
    expect(await isPublic(article.slug)).toBe(true);
    await expect.poll(() => isPublic(article.slug), { timeout: 15_000, interval: 250 }).toBe(false);
  });
});

describe('the queue of what members sent in', () => {
  it('lists a vacancy a member posts and mails the Eindredacteuren', async () => {
    const { data } = await sharedEditor().api('/partners?locale=nl&sort=name:asc&pagination[pageSize]=1');
    const member = await createMember(sharedEditor().api);
    await joinCompany(sharedEditor().api, member, data[0].documentId, 'member');
    const { jwt } = (await logIn(cmsUrl(), member.email, member.password)).body;
    const title = `Vacature ter moderatie ${Date.now()}`;
    const posted = await publicApi('/vacancies/mine', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${jwt}` },
      body: JSON.stringify({
        company: data[0].documentId,
        locale: 'nl',
        title,
        text: 'Je bouwt standen op beurzen in binnen- en buitenland.',
        location: 'Utrecht',
        province: 'utrecht',
        hoursPerWeek: 40,
        employmentType: 'vast',
        functionArea: 'standbouw',
        level: 'medior',
        apply: 'https://example.nl/solliciteren',
      }),
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    await inbox().waitForMail(constants.eindredacteur.email, { subject: new RegExp(title) });
    expect(await queue(eindredacteur)).toContainEqual(expect.objectContaining({ documentId: posted.body.data.documentId, waiting: 'moderation' }));
    await sharedEditor().api(`/vacancies/${posted.body.data.documentId}?locale=nl`, { method: 'DELETE' });
  });

  it('lists a member’s change to their company; rejecting it restores the page and mails the member the reason', async () => {
    const editor = sharedEditor();
    const name = `Wijzigend Bedrijf ${Date.now()}`;
    const { data: company } = await editor.api('/partners?locale=nl&status=published', {
      method: 'POST',
      json: { data: { name, slug: `wijzigend-${Date.now()}`, description: 'Zoals het was', sector: 'catering' } },
    });
    const member = await createMember(editor.api);
    await joinCompany(editor.api, member, company.documentId, 'admin');
    const { jwt } = (await logIn(cmsUrl(), member.email, member.password)).body;
    const changed = await publicApi(`/company-listings/${company.documentId}/profile`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${jwt}` },
      body: JSON.stringify({ description: 'De allerbeste cateraar van Nederland!!!', sector: 'catering' }),
    });
    expect(changed.status).toBe(200);
    await inbox().waitForMail(constants.eindredacteur.email, { subject: new RegExp(name) });
    const [waiting] = (await queue(eindredacteur)).filter((item) => item.documentId === company.documentId);
    expect(waiting).toMatchObject({ waiting: 'publication' });
    // The stamp is on the live version too, and the member's address stays out of the public API.
    expect((await publicApi(`/partners/${company.documentId}?locale=nl`)).body.data).not.toHaveProperty('submittedBy');

    const rejectPath = `/standplaats/company-edits/api::partner.partner/${company.documentId}/reject`;
    expect((await auteur.request('POST', rejectPath, { reason: 'Geen reclametaal' })).status).toBe(403);
    const withoutReason = await eindredacteur.request('POST', rejectPath, { reason: ' ' });
    expect(withoutReason.status).toBe(400);
    expect(withoutReason.body.error.message).toBe('Vul de reden in: het lid krijgt haar per mail.');
    expect((await eindredacteur.request('POST', rejectPath, { reason: 'Geen reclametaal, graag feitelijk.' })).status).toBe(200);

    const mail = await inbox().waitForMail(member.email, { subject: /niet gepubliceerd/ });
    expect(mail.text).toContain('Geen reclametaal, graag feitelijk.');
    const draftNow = await editor.api(`/partners/${company.documentId}?locale=nl&status=draft`);
    expect(draftNow.data.description).toBe('Zoals het was');
    expect((await queue(eindredacteur)).map((item) => item.documentId)).not.toContain(company.documentId);
    await editor.api(`/partners/${company.documentId}?locale=nl`, { method: 'DELETE' });
  });
});
