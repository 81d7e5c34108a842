import { describe, expect, it } from 'vitest';
import { resultPath } from './result-path';

describe('resultPath', () => {
  it('links an exhibitor to its stand on the fair’s plan', () => {
    expect(resultPath({ type: 'exhibitor', slug: 'vakbeurs-evenementenbranche/1.B12', documentId: 'x' })).toBe('/kalender/vakbeurs-evenementenbranche/plattegrond?stand=1.B12');
    for (const slug of ['vakbeurs', 'a/b/1.B12', 'vakbeurs/1B12', 'vakbeurs/1.<b>']) expect(resultPath({ type: 'exhibitor', slug, documentId: 'x' }), slug).toBeNull();
  });

  it('links companies and products by documentId, the rest by slug', () => {
    expect(resultPath({ type: 'company', slug: null, documentId: 'c1' })).toBe('/bedrijvengids/c1');
    expect(resultPath({ type: 'event', slug: 'beurs', documentId: 'e1' })).toBe('/kalender/beurs');
    expect(resultPath({ type: 'article', slug: null, documentId: 'a1' })).toBeNull();
  });
});
