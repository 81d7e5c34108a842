import { describe, expect, it } from 'vitest';
import { checkRule } from '../check';

describe('starts_with and ends_with', () => {
  it('pass when any argument matches', () => {
    expect(checkRule('starts_with', 'https://x.nl', ['http', 'ftp'])).toBe(true);
    expect(checkRule('starts_with', 'ftp://x.nl', ['http', 'ftp'])).toBe(true);
    expect(checkRule('ends_with', 'cv.pdf', ['.pdf', '.docx'])).toBe(true);
  });

  it('fail when none matches', () => {
    expect(checkRule('starts_with', 'mailto:a@b.nl', ['http', 'ftp'])).toBe(false);
    expect(checkRule('ends_with', 'cv.png', ['.pdf', '.docx'])).toBe(false);
    expect(checkRule('starts_with', 'Http', ['http'])).toBe(false);
  });

  it('pass any string without arguments, and fail a non-string', () => {
    expect(checkRule('starts_with', 'abc', [])).toBe(true);
    expect(checkRule('ends_with', 'abc', [])).toBe(true);
    expect(checkRule('starts_with', 123, ['1'])).toBe(false);
    expect(checkRule('ends_with', ['a.pdf'], ['.pdf'])).toBe(false);
  });
});

describe('email', () => {
  it.each(['a@b.nl', 'jan.de.vries@example.co.uk', 'info+beurs@standplaats.nl', '"jan de vries"@example.com'])(
    'accepts %s',
    (value) => {
      expect(checkRule('email', value, [])).toBe(true);
    },
  );

  it.each(['a@b', 'a@b.c', 'a b@c.nl', 'a..b@c.nl', '@c.nl', 'a@', 'jan(at)example.com', 'a@b@c.nl'])(
    'rejects %s',
    (value) => {
      expect(checkRule('email', value, [])).toBe(false);
    },
  );
});

describe('url', () => {
  it.each(['https://standplaats.nl/agenda?jaar=2025#top', 'http://localhost:3000', 'HTTPS://EXAMPLE.COM'])(
    'accepts %s',
    (value) => {
      expect(checkRule('url', value, [])).toBe(true);
    },
  );

  it.each(['ftp://files.nl', 'mailto:a@b.nl', 'javascript:alert(1)', 'standplaats.nl', 'https//x.nl', 'http://'])(
    'rejects %s',
    (value) => {
      expect(checkRule('url', value, [])).toBe(false);
    },
  );

  it('takes other protocols as arguments', () => {
    expect(checkRule('url', 'ftp://files.nl', ['ftp:'])).toBe(true);
    expect(checkRule('url', 'https://files.nl', ['ftp:'])).toBe(false);
  });
});

describe('length', () => {
  it.each([
    ['abcde', ['5', '10'], true],
    ['abcdefghij', ['5', '10'], true],
    ['abcd', ['5', '10'], false],
    ['abcdefghijk', ['5', '10'], false],
    ['abcdef', ['10', '5'], true],
    ['abcd', ['5'], false],
    ['a'.repeat(500), ['5'], true],
    ['abc', ['0', '3'], true],
    ['abcd', ['0', '3'], false],
    ['ééé', ['3', '3'], true],
    [[1, 2], ['2'], true],
    [[1], ['2'], false],
    [[1, 2, 3], ['1', '2'], false],
    [{ a: 1, b: 2 }, ['1', '2'], true],
    [{ a: 1, b: 2, c: 3 }, ['1', '2'], false],
    [12345, ['5'], false],
    [true, ['0'], false],
  ] as [unknown, string[], boolean][])('length %j %j → %s', (value, args, expected) => {
    expect(checkRule('length', value, args)).toBe(expected);
  });

  it('skips empty values, even with a minimum', () => {
    expect(checkRule('length', '', ['5'])).toBe(true);
    expect(checkRule('length', [], ['1'])).toBe(true);
  });
});
