import { describe, expect, it } from 'vitest';
import { checkRule } from '../check';
import { toPattern } from './compare';

describe('is', () => {
  it('passes a value in the list', () => {
    expect(checkRule('is', 'rood', ['rood', 'groen'])).toBe(true);
  });

  it('fails a value not in the list', () => {
    expect(checkRule('is', 'blauw', ['rood', 'groen'])).toBe(false);
    expect(checkRule('is', 'Rood', ['rood'])).toBe(false);
  });

  it('compares loosely, so the number 1 is "1"', () => {
    expect(checkRule('is', 1, ['1', '2'])).toBe(true);
  });
});

describe('not', () => {
  it('fails a value in the list', () => {
    expect(checkRule('not', 'admin', ['admin', 'root'])).toBe(false);
  });

  it('passes a value not in the list', () => {
    expect(checkRule('not', 'jan', ['admin', 'root'])).toBe(true);
  });

  it('compares strictly, as FormKit does, so the number 1 is not "1"', () => {
    expect(checkRule('not', 1, ['1'])).toBe(true);
    expect(checkRule('not', '1', ['1'])).toBe(false);
  });
});

describe('matches', () => {
  it('tests a /regex/ argument', () => {
    expect(checkRule('matches', 'Amsterdam', ['/^[A-Z]/'])).toBe(true);
    expect(checkRule('matches', 'amsterdam', ['/^[A-Z]/'])).toBe(false);
  });

  it('applies regex flags', () => {
    expect(checkRule('matches', 'ABC', ['/^[a-z]+$/i'])).toBe(true);
    expect(checkRule('matches', 'ABC', ['/^[a-z]+$/'])).toBe(false);
    expect(checkRule('matches', 'ßø', ['/^\\p{L}+$/u'])).toBe(true);
    expect(checkRule('matches', 'a\nb', ['/^a.b$/s'])).toBe(true);
  });

  it('compares literal strings exactly', () => {
    expect(checkRule('matches', 'ja', ['ja', 'nee'])).toBe(true);
    expect(checkRule('matches', 'misschien', ['ja', 'nee'])).toBe(false);
  });

  it('passes when any of several patterns matches', () => {
    expect(checkRule('matches', '1234', ['/^\\d+$/', 'geen'])).toBe(true);
    expect(checkRule('matches', 'geen', ['/^\\d+$/', 'geen'])).toBe(true);
    expect(checkRule('matches', 'iets', ['/^\\d+$/', 'geen'])).toBe(false);
  });

  it('treats a regex that does not compile as no match', () => {
    expect(checkRule('matches', '[', ['/[/'])).toBe(false);
  });

  it('tests the string form of non-string values', () => {
    expect(checkRule('matches', 1234, ['/^\\d{4}$/'])).toBe(true);
  });
});

describe('toPattern', () => {
  it('turns /source/flags into a RegExp', () => {
    const pattern = toPattern('/^a$/gi');
    expect(pattern).toBeInstanceOf(RegExp);
    expect((pattern as RegExp).flags).toBe('gi');
    expect((pattern as RegExp).source).toBe('^a$');
  });

  it('keeps other text literal', () => {
    expect(toPattern('/')).toBe('/');
    expect(toPattern('abc')).toBe('abc');
    expect(toPattern('/a/x')).toBe('/a/x');
  });
});
