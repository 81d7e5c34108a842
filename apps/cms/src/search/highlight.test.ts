import { describe, expect, it } from 'vitest';
import { distance, didYouMean } from './did-you-mean';
import { toTerms } from './engine';
import { matcher, segments, snippet } from './highlight';
import { tsQuery } from './store-postgres';
import type { SearchStore } from './store';

const marked = (pieces: { text: string; match: boolean }[]) => pieces.filter((piece) => piece.match).map((piece) => piece.text);

describe('query terms', () => {
  it('keep only letters and digits, so search syntax is text', () => {
    const terms = toTerms('NEAR("beurzen" * -x:y) OR 1=1; DROP', 'nl');
    expect(terms.map((term) => term.word)).toEqual(['near', 'beurzen', 'x', 'y', 'or', '1', '1', 'drop']);
    for (const term of terms) expect(term.word).toMatch(/^[\p{L}\p{N}]+$/u);
    expect(tsQuery(terms)).not.toMatch(/[!<>-]/);
  });

  it('drop stopwords unless nothing else is left, and mark the last word as a prefix while typing', () => {
    expect(toTerms('de beur', 'nl')).toEqual([{ word: 'beur', stem: 'beur', prefix: true }]);
    expect(toTerms('de beurs ', 'nl')).toEqual([{ word: 'beurs', stem: 'beur', prefix: false }]);
    expect(toTerms('de', 'nl').map((term) => term.word)).toEqual(['de']);
    expect(toTerms('😀 — ', 'nl')).toEqual([]);
  });
});

describe('highlighting', () => {
  const isMatch = matcher(toTerms('beurzen cafe', 'nl'), 'nl');

  it('marks inflected and accented forms as typed in the text', () => {
    expect(marked(segments('Twee beurzen en één beurs in Café Noord', isMatch))).toEqual(['beurzen', 'beurs', 'Café']);
  });

  it('cuts a snippet around the first match', () => {
    const body = `${'Lange inleiding zonder treffers. '.repeat(20)}Dan de beurs zelf. ${'En nog meer tekst. '.repeat(20)}`;
    const pieces = snippet(body, isMatch);
    expect(pieces[0]).toEqual({ text: '… ', match: false });
    expect(marked(pieces)).toEqual(['beurs']);
    expect(pieces.map((piece) => piece.text).join('').length).toBeLessThan(240);
  });
});

describe('did you mean', () => {
  it('measures typos, swapped letters counting once', () => {
    expect(distance('beusr', 'beurs', 2)).toBe(1);
    expect(distance('congers', 'congres', 2)).toBe(1);
    expect(distance('kalender', 'calendar', 1)).toBe(2);
  });

  it('replaces only unknown words, by the most frequent close word', async () => {
    const vocabulary = [{ word: 'beurs', docs: 9 }, { word: 'beurt', docs: 2 }, { word: 'congres', docs: 4 }];
    const store = { vocabulary: async (start: string) => vocabulary.filter((entry) => entry.word.startsWith(start)) } as unknown as SearchStore;
    expect(await didYouMean(store, ['beurz', 'congres'])).toBe('beurs congres');
    expect(await didYouMean(store, ['beurs'])).toBeNull();
    expect(await didYouMean(store, ['qqqqqq'])).toBeNull();
  });
});
