import { beforeAll, describe, expect, it } from 'vitest';
import { publicApi, sharedEditor } from './helpers';

let cms: ReturnType<typeof sharedEditor>;

beforeAll(async () => {
  cms = sharedEditor();
});

const byId = async (id: number, locale: string) => {
  const { status, body } = await publicApi(`/authors?filters[id][$eq]=${id}&locale=${locale}`);
  expect(status).toBe(200);
  return body.data;
};

const bySlug = async (slug: string, locale = 'nl') => (await publicApi(`/authors?filters[slug][$eq]=${slug}&locale=${locale}`)).body.data[0];

describe('authors', () => {
  it('are found by id with everything the author page shows', async () => {
    const { id } = await bySlug('marieke-van-den-berg');
    const [author] = await byId(id, 'nl');
    expect(author).toMatchObject({ id, name: 'Marieke van den Berg', slug: 'marieke-van-den-berg', role: 'Hoofdredacteur', locale: 'nl' });
    expect(author.bio).toContain('redactie van Standplaats');
    expect(author.photo.url).toMatch(/^\/uploads\//);
    expect(author.localizations).toEqual([expect.objectContaining({ locale: 'en', slug: 'marieke-van-den-berg', id: expect.any(Number) })]);

    const [english] = await byId(author.localizations[0].id, 'en');
    expect(english).toMatchObject({ role: 'Editor-in-chief', locale: 'en' });
    expect(english.localizations).toEqual([expect.objectContaining({ locale: 'nl', id })]);
  });

  it('keep their id when edited', async () => {
    const before = await bySlug('daan-visser');
    const role = `Datajournalist ${Date.now()}`;
    await cms.api(`/authors/${before.documentId}?locale=nl`, { method: 'PUT', json: { data: { role } } });
    try {
      const [after] = await byId(before.id, 'nl');
      expect(after).toMatchObject({ id: before.id, role, slug: 'daan-visser' });
    } finally {
      await cms.api(`/authors/${before.documentId}?locale=nl`, { method: 'PUT', json: { data: { role: before.role } } });
    }
  });

  it('filter the article list by author id and by tag slug', async () => {
    const joost = await bySlug('joost-hendriks');
    const { body } = await publicApi(`/articles?filters[author][id][$eq]=${joost.id}&locale=nl&pagination[pageSize]=100`);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.map((a: { title: string }) => a.title)).toContain('Beursvloer groeit weer in 2026');
    expect(body.data.every((a: { author: { id: number } }) => a.author.id === joost.id)).toBe(true);

    const tagged = await publicApi('/articles?filters[tags][slug][$eq]=beurzen&locale=nl&pagination[pageSize]=100');
    expect(tagged.body.data.length).toBeGreaterThan(0);
    expect(tagged.body.data.every((a: { tags: { slug: string }[] }) => a.tags.some((t) => t.slug === 'beurzen'))).toBe(true);
  });
});

describe('populate for the site', () => {
  it('gives article lists the author id, name and slug, and the detail the role and photo', async () => {
    const list = await publicApi('/articles?locale=nl&sort=date:desc&pagination[pageSize]=1');
    expect(list.body.data[0].author).toMatchObject({ id: expect.any(Number), name: 'Joost Hendriks', slug: 'joost-hendriks' });
    const detail = await publicApi('/articles?locale=nl&filters[slug][$eq]=beursvloer-groeit-weer-in-2026');
    expect(detail.body.data[0].author).toMatchObject({ name: 'Joost Hendriks', slug: 'joost-hendriks', role: 'Verslaggever beurzen' });
    expect(detail.body.data[0].author.photo.url).toMatch(/^\/uploads\//);
  });

  it('gives a magazine slug lookup its cover, pdf field and localizations', async () => {
    const [first] = (await publicApi('/magazines?locale=nl&sort=date:desc&pagination[pageSize]=1')).body.data;
    const { body } = await publicApi(`/magazines?locale=nl&filters[slug][$eq]=${first.slug}`);
    expect(body.data[0].cover.url).toMatch(/^\/uploads\//);
    expect(body.data[0]).toHaveProperty('pdf');
    expect(body.data[0]).toHaveProperty('localizations');
  });
});
