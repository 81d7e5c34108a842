import { describe, expect, it } from 'vitest';
import { sharedEditor } from './helpers';

const paragraphWithLink = (url: string) => [{ type: 'paragraph', children: [{ type: 'text', text: 'Zie ' }, { type: 'link', url, children: [{ type: 'text', text: 'hier' }] }] }];
const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

describe('links in rich text and page blocks', () => {
  it('refuses an article whose text links to script, at any depth', async () => {
    const cms = sharedEditor();
    const nested = [{ type: 'list', format: 'unordered', children: [{ type: 'list-item', children: paragraphWithLink('javascript:alert(1)')[0]!.children }] }];
    for (const body of [paragraphWithLink('javascript:alert(1)'), paragraphWithLink('//elders.example'), nested]) {
      await expect(cms.createArticle({ title: 'Link', slug: unique('link'), date: new Date().toISOString(), body })).rejects.toThrow(/→ 400/);
    }
  });

  it('takes web, mail and site links in an article', async () => {
    const cms = sharedEditor();
    const body = [...paragraphWithLink('https://example.nl'), ...paragraphWithLink('mailto:redactie@standplaats.nl'), ...paragraphWithLink('/kalender')];
    const article = await cms.createArticle({ title: 'Goede links', slug: unique('goede-links'), date: new Date().toISOString(), body });
    expect(article.body).toEqual(body);
    await cms.deleteArticle(article.documentId);
  });

  it('refuses page blocks whose links are not safe', async () => {
    const cms = sharedEditor();
    const page = (blocks: unknown[]) => cms.api('/pages?status=draft', { method: 'POST', json: { data: { title: 'Blokken', slug: unique('blokken'), blocks } } });
    const cta = (url: string) => ({ __component: 'blocks.call-to-action', title: 'Doe mee', buttonLabel: 'Aanmelden', url });
    await expect(page([cta('javascript:alert(1)')])).rejects.toThrow(/→ 400/);
    await expect(page([{ __component: 'blocks.embed', title: 'Video', url: 'data:text/html,<script>alert(1)</script>' }])).rejects.toThrow(/→ 400/);
    await expect(page([{ __component: 'blocks.rich-text', body: paragraphWithLink('vbscript:x') }])).rejects.toThrow(/→ 400/);

    const made = await page([cta('/nieuwsbrief'), { __component: 'blocks.rich-text', body: paragraphWithLink('tel:+31201234567') }]);
    await cms.api(`/pages/${made.data.documentId}`, { method: 'DELETE' });
  });
});
