import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, logIn } from '../support/members';
import { cmsUrl, publicApi, sharedEditor } from './helpers';
import constants from '../support/test-constants.json';

const slug = `concept-${Date.now()}`;
let cms: ReturnType<typeof sharedEditor>;
let draftId: string;

beforeAll(async () => {
  cms = sharedEditor();
  const draft = await cms.createArticle({ title: 'Geheim concept', slug, excerpt: 'Nog niet publiceren.', date: new Date().toISOString() });
  draftId = draft.documentId;
});

afterAll(() => cms.deleteArticle(draftId));

/** A signed-in member's JWT (sign-up needs activation, so an editor makes the member). */
const memberJwt = async () => {
  const member = await createMember(sharedEditor().api);
  return (await logIn(cmsUrl(), member.email, member.password)).body.jwt as string | undefined;
};

describe('drafts', () => {
  it('exist for the editor', async () => {
    const body = await cms.api(`/articles?status=draft&filters[slug][$eq]=${slug}`);
    expect(body.data.map((a: { title: string }) => a.title)).toEqual(['Geheim concept']);
  });

  it('are never listed for anonymous visitors, also not when asked for with ?status=draft', async () => {
    for (const query of [`filters[slug][$eq]=${slug}`, `status=draft&filters[slug][$eq]=${slug}`, 'status=draft&pagination[pageSize]=100']) {
      const { status, body } = await publicApi(`/articles?${query}`);
      expect(status).toBe(200);
      expect(body.data.map((a: { slug: string }) => a.slug)).not.toContain(slug);
    }
  });

  it('are not readable by id for anonymous visitors', async () => {
    const { status } = await publicApi(`/articles/${draftId}?status=draft`);
    expect(status).toBe(404);
  });

  it('stay hidden from signed-in members asking with ?status=draft', async () => {
    const jwt = await memberJwt();
    expect(jwt).toBeTruthy();
    const { body } = await publicApi(`/articles?status=draft&filters[slug][$eq]=${slug}`, { headers: { Authorization: `Bearer ${jwt}` } });
    expect(body.data).toEqual([]);
  });

  it('are served by the preview endpoint only with the preview secret', async () => {
    const bySlug = `/preview/articles?locale=nl&filters[slug][$eq]=${slug}`;
    const without = await publicApi(bySlug);
    expect(without.status).toBe(403);
    const wrong = await publicApi(bySlug, { headers: { 'X-Preview-Secret': 'wrong-secret-wrong-secret' } });
    expect(wrong.status).toBe(403);
    const right = await publicApi(bySlug, { headers: { 'X-Preview-Secret': constants.sharedSecrets.PREVIEW_SECRET } });
    expect(right.status).toBe(200);
    expect(right.body.data).toMatchObject({ title: 'Geheim concept', publishedAt: null });
  });

  it('are served by the preview endpoint for every type with a page, named as its published read names it', async () => {
    const secret = { headers: { 'X-Preview-Secret': constants.sharedSecrets.PREVIEW_SECRET } };
    const byId = await publicApi(`/preview/articles?locale=nl&filters[documentId][$eq]=${draftId}`, secret);
    expect(byId.body.data).toMatchObject({ documentId: draftId, title: 'Geheim concept' });
    const { data: [venue] } = await cms.api('/venues?fields[0]=slug&pagination[pageSize]=1');
    expect((await publicApi(`/preview/venues?filters[slug][$eq]=${venue.slug}`, secret)).body.data).toMatchObject({ slug: venue.slug, halls: expect.any(Array) });
    // Only the filters a page reads by, and only types with a page.
    expect((await publicApi(`/preview/articles?filters[title][$containsi]=geheim`, secret)).status).toBe(400);
    expect((await publicApi(`/preview/newsletter-subscribers?filters[id][$eq]=1`, secret)).status).toBe(404);
  });
});

describe('fixed populate', () => {
  it('decides what a list returns, whatever the caller asks', async () => {
    const { body } = await publicApi('/articles?populate[author][populate]=*&pagination[pageSize]=1&sort=date:desc');
    const [article] = body.data;
    expect(article).toHaveProperty('tags');
    expect(article).not.toHaveProperty('gallery');
  });

  it('gives a slug lookup the detail fields', async () => {
    const { body } = await publicApi('/articles?filters[slug][$eq]=beursvloer-groeit-weer-in-2026');
    expect(body.data[0]).toHaveProperty('gallery');
    expect(body.data[0].localizations).toContainEqual(expect.objectContaining({ locale: 'en', slug: 'trade-fair-floor-space-grows-again-in-2026' }));
  });
});
