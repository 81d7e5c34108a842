import { describe, expect, it } from 'vitest';
import { fold, isStopword, stem, stems, words, type Language } from './normalise';
import { accentPairs, apartPairs, dutchPairs, englishPairs } from './word-pairs';

const meet = ([a, b]: [string, string], language: Language) => stems(a, language).join(' ') === stems(b, language).join(' ');

/** Share of pairs that meet, printed so a change to the rules shows its effect. */
function rate(name: string, pairs: [string, string][], language: Language, wanted: boolean) {
  const failed = pairs.filter((pair) => meet(pair, language) !== wanted);
  const passed = pairs.length - failed.length;
  console.log(`${name}: ${passed}/${pairs.length} (${((100 * passed) / pairs.length).toFixed(1)}%)${failed.length ? ` failing: ${failed.map((pair) => pair.join('/')).join(', ')}` : ''}`);
  return passed / pairs.length;
}

describe('Dutch normalisation', () => {
  it('has a table of at least 200 pairs', () => {
    expect(dutchPairs.length + accentPairs.length + englishPairs.length + apartPairs.length).toBeGreaterThanOrEqual(200);
  });

  it('makes the issue’s words meet their plurals', () => {
    for (const [a, b] of [['beurs', 'beurzen'], ['congres', 'congressen'], ['evenement', 'evenementen']]) {
      expect(stem(a, 'nl')).toBe(stem(b, 'nl'));
    }
  });

  it('makes Dutch plurals and diminutives from the demo content meet', () => {
    expect(rate('Dutch plurals and diminutives', dutchPairs, 'nl', true)).toBeGreaterThanOrEqual(0.95);
  });

  it('folds accents', () => {
    expect(fold('Café Reünie')).toBe('cafe reunie');
    expect(rate('accents', accentPairs, 'nl', true)).toBe(1);
  });

  it('keeps unrelated words apart', () => {
    expect(rate('unrelated words', apartPairs, 'nl', false)).toBeGreaterThanOrEqual(0.9);
  });

  it('stems English with the English stemmer', () => {
    expect(rate('English', englishPairs, 'en', true)).toBeGreaterThanOrEqual(0.95);
  });

  it('drops stopwords and splits on punctuation', () => {
    expect(isStopword('de', 'nl')).toBe(true);
    expect(isStopword('the', 'en')).toBe(true);
    expect(stems('De beurs van het jaar', 'nl')).toEqual([stem('beurs', 'nl'), stem('jaar', 'nl')]);
    expect(words("auto's \"NEAR(x)\" -y:*")).toEqual(['auto', 's', 'near', 'x', 'y']);
  });
});
