import { describe, expect, it } from 'vitest';
import { isEmpty } from './empty';

describe('isEmpty', () => {
  it.each([undefined, null, '', [], {}])('treats %j as empty', (value) => {
    expect(isEmpty(value)).toBe(true);
  });

  it.each([0, NaN, false, true, ' ', 'a', [0], [''], { a: undefined }, new Date(NaN), /x/])(
    'treats %s as not empty',
    (value) => {
      expect(isEmpty(value)).toBe(false);
    },
  );
});
