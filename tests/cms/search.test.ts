import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminJwt, cmsUrl, sharedEditor } from './helpers';
import constants from '../support/test-constants.json';

// Words no demo document holds, so each assertion is about the documents made here.
const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const u = letters(7);
const made: string[] = [];
const madeEvents: string[] = [];

/** A search as the site's server makes it for one visitor (each test its own, so the limit is its own). */
async function search(path: string, visitor = `test-${u}`) {
  const response = await fetch(`${cmsUrl()}/api${path}`, {
    headers: { 'X-Site-Secret': constants.sharedSecrets.SITE_API_SECRET, 'X-Client-Address': visitor },
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as any };
}

const find = (q: string, extra = '') => search(`/search?q=${encodeURIComponent(q)}&locale=nl${extra}`);
const titles = (body: any): string[] => body.data.map((hit: any) => hit.title.map((segment: any) => segment.text).join(''));
const deadline = 5000;

/** Polls until `check` holds, for at most 5 seconds (the promise of the index's sync). */
async function within5s(check: () => Promise<boolean>) {
  const started = Date.now();
  while (Date.now() - started < deadline) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
  throw new Error('not within 5 s');
}

const editor = () => sharedEditor();
let published: any;

beforeAll(async () => {
  published = await editor().createArticle(
    {
      title: `De grote ${u}beurs in café ${u}spar`,
      slug: `zoeken-${u}`,
      excerpt: `Een reünie van exposanten met drie ${u}congressen en evenementen.`,
      date: new Date().toISOString(),
    },
    { publish: true },
  );
  made.push(published.documentId);
  await within5s(async () => (await find(`${u}spar`)).body.meta.total > 0);
});

afterAll(async () => {
  for (const documentId of made) await editor().deleteArticle(documentId);
  for (const documentId of madeEvents) await editor().api(`/events/${documentId}?locale=nl`, { method: 'DELETE' }).catch(() => undefined);
});

describe('site search', () => {
  it('finds inflected forms: plural for singular and back', async () => {
    expect(titles((await find(`${u}beurzen`)).body)).toContain(`De grote ${u}beurs in café ${u}spar`);
    expect(titles((await find(`${u}congres`)).body)).toContain(`De grote ${u}beurs in café ${u}spar`);
  });

  it('folds accents both ways', async () => {
    expect((await find(`cafe ${u}spar`)).body.meta.total).toBe(1);
    expect((await find(`reunie ${u}spar`)).body.meta.total).toBe(1);
  });

  it('marks the matched words in the title and snippet', async () => {
    const { body } = await find(`${u}congressen`);
    const hit = body.data[0];
    expect(hit.snippet.filter((segment: any) => segment.match).map((segment: any) => segment.text)).toEqual([`${u}congressen`]);
    expect(hit).toMatchObject({ type: 'article', slug: `zoeken-${u}` });
  });

  it('matches the beginning of a word, and suggests while typing', async () => {
    expect((await find(`${u}be`)).body.meta.total).toBe(1);
    const { status, body } = await search(`/search/suggest?q=${u}be&locale=nl`);
    expect(status).toBe(200);
    expect(body.data.map((hit: any) => hit.slug)).toEqual([`zoeken-${u}`]);
  });

  it('suggests from the text too, for words that are not all in a title', async () => {
    // The title holds the first word, the excerpt the second.
    const { body } = await search(`/search/suggest?q=${encodeURIComponent(`${u}beurs ${u}congressen`)}&locale=nl`);
    expect(body.data.map((hit: any) => hit.slug)).toEqual([`zoeken-${u}`]);
  });

  it('offers another spelling only where it resembles what was typed and finds something', async () => {
    // One word respelled, the other nothing like any word: the respelling would find nothing.
    expect((await find(`${u}sapr ${letters(9)}`)).body.meta.didYouMean).toBeNull();
    // "alert" is two edits from "almere": too far for a five-letter word.
    expect((await find('<script>alert(1)</script>')).body.meta.didYouMean).toBeNull();
  });

  it('finds the documents of a kind by the word for it, singular or plural, Dutch or English, and names its list', async () => {
    for (const [q, locale] of [['vacature', 'nl'], ['vacatures', 'nl'], ['vacancies', 'en'], ['job', 'en']]) {
      const { body } = await search(`/search?q=${q}&locale=${locale}`);
      expect(body.meta.lists, q).toEqual(['vacancies']);
      expect(body.meta.facets.types.vacancy, q).toBeGreaterThan(0);
      expect(body.data[0].type, q).toBe('vacancy');
    }
    // Fairs by their kind, though their titles say "Horecabeurs" or "Vakbeurs" (apps/cms/src/seed/data/events.ts).
    const fairs = await find('beurzen', '&type=event&pageSize=50');
    expect(fairs.body.meta.lists).toEqual(['fairs']);
    expect(titles(fairs.body)).toContain('Horecabeurs Zuid');
    expect(titles(fairs.body)).not.toContain('Stadsfestival Groningen');
    expect((await search('/search?q=congresses&locale=en')).body.meta.lists).toEqual(['congresses']);
    const { body } = await find('bedrijven', '&type=company');
    expect(body.meta.lists).toEqual(['companies']);
    expect(body.meta.total).toBeGreaterThan(10);
    expect((await find(`${u}beurs`)).body.meta.lists).toEqual([]);
  });

  it('offers another spelling from the index for a typo', async () => {
    const typo = `${u}sapr`;
    const { body } = await find(typo);
    expect(body.meta.total).toBe(0);
    expect(body.meta.didYouMean).toBe(`${u}spar`);
  });

  it('counts results per type', async () => {
    const { body } = await find(`${u}beurs`);
    expect(body.meta.facets.types).toEqual({ article: 1 });
    expect((await find(`${u}beurs`, '&type=event')).body.meta.total).toBe(0);
  });

  it('never returns drafts, and shows a publish and an unpublish within 5 seconds', async () => {
    // Words and slugs of this attempt's own, so a retry does not meet the first attempt's articles.
    const w = letters(7);
    const draft = await editor().createArticle({ title: `Concept ${w}geheim`, slug: `zoeken-concept-${w}`, date: new Date().toISOString() });
    made.push(draft.documentId);
    // No sleep-then-look: a published article written after the draft is a barrier. Once the
    // index shows it, it has handled the draft's write too, and the draft must not be there.
    const barrier = await editor().createArticle({ title: `Wachter ${w}slagboom`, slug: `zoeken-wachter-${w}`, date: new Date().toISOString() }, { publish: true });
    made.push(barrier.documentId);
    await within5s(async () => (await find(`${w}slagboom`)).body.meta.total === 1);
    expect((await find(`${w}geheim`)).body.meta.total).toBe(0);

    await editor().publishArticle(draft.documentId, { title: `Gepubliceerd ${w}geheim` });
    const shown = await within5s(async () => (await find(`${w}geheim`)).body.meta.total === 1);
    console.log(`publish reached the results in ${shown} ms`);

    const jwt = await adminJwt();
    const unpublish = await fetch(`${cmsUrl()}/content-manager/collection-types/api::article.article/${draft.documentId}/actions/unpublish?locale=nl`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${jwt}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(unpublish.status).toBe(200);
    const gone = await within5s(async () => (await find(`${w}geheim`)).body.meta.total === 0);
    console.log(`unpublish reached the results in ${gone} ms`);
  });

  it('ranks titles above text, upcoming events first (soonest first) and past events last, on every engine', async () => {
    const word = `${u}rangorde`;
    const day = 24 * 60 * 60 * 1000;
    const event = async (title: string, startsIn: number) => {
      const startsAt = new Date(Date.now() + startsIn * day);
      const data = { title, slug: `${word}-e${madeEvents.length}`, kind: 'beurs', startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + day / 2).toISOString() };
      madeEvents.push((await editor().api('/events?locale=nl&status=published', { method: 'POST', json: { data } })).data.documentId);
    };
    const article = async (title: string, excerpt: string, daysAgo: number) => {
      const created = await editor().createArticle(
        { title, slug: `${word}-a${made.length}`, excerpt, date: new Date(Date.now() - daysAgo * day).toISOString() },
        { publish: true },
      );
      made.push(created.documentId);
    };
    await article(`Achtergrond bij de beurs`, `Iets over ${word} in de tekst.`, 1);
    await event(`${word} vorig jaar`, -300);
    await article(`${word} in de kop, ouder`, 'Tekst.', 5);
    await event(`${word} volgend jaar`, 300);
    await article(`${word} in de kop, nieuwer`, 'Tekst.', 2);
    await event(`${word} volgende maand`, 30);
    await within5s(async () => (await find(`${word} `)).body.meta.total === 6);
    expect(titles((await find(`${word} `)).body)).toEqual([
      `${word} volgende maand`, `${word} volgend jaar`, `${word} in de kop, nieuwer`, `${word} in de kop, ouder`, `${word} vorig jaar`,
      'Achtergrond bij de beurs',
    ]);
    const { body } = await find(`${word} `);
    expect(body.meta.facets).toEqual({ types: { article: 3, event: 3 }, when: { upcoming: 2, past: 1 } });
    expect(body.meta.atLeast).toEqual({ total: false, types: [], upcoming: false, past: false });
  });

  it('answers 200 to any text, and takes search syntax as text', async () => {
    const hostile = [
      '"', '""', '"unbalanced', '*', '**', '-', '--', ':', 'title:beurs', 'NEAR(a b)', 'NEAR(', 'a AND', 'OR', 'AND OR NOT',
      '(', ')', '(()', "'; DROP TABLE search_documents; --", '1 OR 1=1', '%', '_', '\\', '😀🎪', 'beurs^2', '{title_stems}: x',
      'a & b | !c', '<->', 'x:*', '\u0000', ' ', 'x'.repeat(10_000), 'é'.repeat(300),
    ];
    for (const q of hostile) {
      const { status, body } = await find(q);
      expect(status, JSON.stringify(q.slice(0, 40))).toBe(200);
      expect(Array.isArray(body.data)).toBe(true);
    }
    const suggest = await search(`/search/suggest?q=${encodeURIComponent('NEAR("*')}&locale=nl`);
    expect(suggest.status).toBe(200);
  });

  it('keeps what readers did not find for editors, without personal data', async () => {
    const typo = `${u}nergens`;
    await find(typo);
    await find(typo);
    await find(`jan.${u}@example.com`);
    const logged = async () =>
      (await editor().api(`/search-queries?filters[query][$eq]=${typo}&filters[zeroResults][$eq]=true`)).data as { count: number }[];
    await within5s(async () => (await logged())[0]?.count === 2);
    const personal = await editor().api(`/search-queries?filters[query][$contains]=example`);
    expect(personal.data).toEqual([]);
  });

  it('counts each reader of a results page the site serves from its cache, and not the search that renders it', async () => {
    const typo = `${u}nergensanders`;
    const path = `/search/seen?q=${typo}&locale=nl`;
    // Only the site's server says what a reader asked for.
    expect((await fetch(`${cmsUrl()}/api${path}`, { method: 'POST' })).status).toBe(403);
    const seen = () => fetch(`${cmsUrl()}/api${path}`, { method: 'POST', headers: { 'X-Site-Secret': constants.sharedSecrets.SITE_API_SECRET, 'X-Client-Address': `seen-${u}` } });
    expect((await seen()).status).toBe(204);
    // The copy's render: the site's own search, which nobody asked for once more.
    const render = await fetch(`${cmsUrl()}/api/search?q=${typo}&locale=nl`, { headers: { 'X-Site-Secret': constants.sharedSecrets.SITE_API_SECRET, 'X-Search-Seen': '1' } });
    expect(((await render.json()) as any).meta.total).toBe(0);
    expect((await seen()).status).toBe(204);
    // Without the secret the header is anyone's, and the search counts as any other.
    await fetch(`${cmsUrl()}/api/search?q=${typo}&locale=nl`, { headers: { 'X-Search-Seen': '1' } });
    const logged = async () =>
      (await editor().api(`/search-queries?filters[query][$eq]=${typo}&filters[zeroResults][$eq]=true`)).data as { count: number }[];
    await within5s(async () => (await logged())[0]?.count === 3);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await logged())[0]?.count).toBe(3);
  });

  it('refuses unknown parameters and values with 400', async () => {
    expect((await find('beurs', '&type=users')).status).toBe(400);
    expect((await find('beurs', '&populate=*')).status).toBe(400);
  });

  it('limits each visitor, not the others', async () => {
    const visitor = `flood-${u}`;
    let last = 0;
    for (let i = 0; i < 121; i++) last = (await search('/search/suggest?q=ab&locale=nl', visitor)).status;
    expect(last).toBe(429);
    expect((await search('/search/suggest?q=ab&locale=nl', `other-${u}`)).status).toBe(200);
  });
});
