import { describe, expect, it } from 'vitest';
import { blocksSchema } from './blocks';

const text = (value: string) => ({ type: 'text', text: value });

describe('blocksSchema', () => {
  it('keeps the nodes the renderer knows, nested lists included', () => {
    const body = [
      { type: 'heading', level: 2, children: [text('Kop')] },
      { type: 'paragraph', children: [text('Zie '), { type: 'link', url: 'https://example.nl', children: [text('hier')] }] },
      { type: 'list', format: 'ordered', children: [{ type: 'list-item', children: [text('een')] }, { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [text('twee')] }] }] },
    ];
    expect(blocksSchema.parse(body)).toEqual(body);
  });

  it('drops unknown and malformed nodes instead of failing the page', () => {
    const body = [
      { type: 'list', format: 'unordered' },
      { type: 'paragraph', children: 'geen lijst' },
      { type: 'table', children: [] },
      'tekst',
      null,
      { type: 'paragraph', children: [text('blijft'), { type: 'mention', user: 1 }, { type: 'text' }] },
    ];
    expect(blocksSchema.parse(body)).toEqual([
      { type: 'paragraph', children: [] },
      { type: 'paragraph', children: [text('blijft')] },
    ]);
    expect(blocksSchema.parse({ not: 'an array' })).toEqual([]);
  });

  it('keeps the text of a link whose target is not safe, without the link', () => {
    const body = [{ type: 'paragraph', children: [{ type: 'link', url: 'javascript:alert(1)', children: [text('klik')] }, { type: 'link', url: 'mailto:redactie@standplaats.nl', children: [text('mail')] }] }];
    expect(blocksSchema.parse(body)).toEqual([
      { type: 'paragraph', children: [text('klik'), { type: 'link', url: 'mailto:redactie@standplaats.nl', children: [text('mail')] }] },
    ]);
  });
});
