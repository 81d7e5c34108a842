import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicApi, sharedEditor } from './helpers';

let cms: ReturnType<typeof sharedEditor>;
let draftId: string;
const draftText = `Concept voor de wire ${Date.now()}`;

beforeAll(async () => {
  cms = sharedEditor();
  // Dated in the future, so it would top the wire if drafts leaked.
  const draft = await cms.api('/wire-items?locale=nl&status=draft', {
    method: 'POST',
    json: { data: { text: draftText, date: new Date(Date.now() + 86_400_000).toISOString() } },
  });
  draftId = draft.data.documentId;
});

afterAll(() => cms.api(`/wire-items/${draftId}?locale=nl`, { method: 'DELETE' }).catch(() => undefined));

describe('live wire', () => {
  it('lists the newest items first without being asked', async () => {
    const { status, body } = await publicApi('/wire-items?locale=nl&pagination[pageSize]=100');
    expect(status).toBe(200);
    expect(body.meta.pagination.total).toBeGreaterThanOrEqual(30);
    const dates = body.data.map((item: { date: string }) => item.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.data[0].text).toMatch(/^Jaarbeurs meldt/);
    expect(body.data.every((item: { text: string }) => item.text.length <= 280)).toBe(true);
  });

  it('has English versions for about half of the items', async () => {
    const [nl, en] = await Promise.all([publicApi('/wire-items?locale=nl'), publicApi('/wire-items?locale=en')]);
    expect(en.body.meta.pagination.total).toBeGreaterThan(10);
    expect(en.body.meta.pagination.total).toBeLessThan(nl.body.meta.pagination.total);
    expect(en.body.data[0].locale).toBe('en');
  });

  it('hides drafts from the public, also when asked for them', async () => {
    for (const query of ['locale=nl', 'locale=nl&status=draft']) {
      const { body } = await publicApi(`/wire-items?${query}&pagination[pageSize]=5`);
      expect(body.data.map((item: { text: string }) => item.text)).not.toContain(draftText);
    }
    const editorView = await cms.api('/wire-items?locale=nl&status=draft&sort=date:desc&pagination[pageSize]=1');
    expect(editorView.data[0].text).toBe(draftText);
  });

  it('accepts only http(s) URLs and site paths as links', async () => {
    const update = (url: string) => cms.api(`/wire-items/${draftId}?locale=nl&status=draft`, { method: 'PUT', json: { data: { url } } });
    for (const url of ['//example.com', 'javascript:alert(1)', '/\\example.com', 'nieuws/zonder-slash']) {
      await expect(update(url), url).rejects.toThrow(/→ 400/);
    }
    for (const url of ['/nieuws/beursvloer-groeit-weer-in-2026', 'https://www.expovisie.nl/']) {
      expect((await update(url)).data.url).toBe(url);
    }
  });
});
