import { describe, expect, it } from 'vitest';
import { checkRule } from '../check';

describe('number', () => {
  it.each([12, 0, -3, 1.5, '12', '12.5', '-3', '1e3', ' 7 '])('accepts %j', (value) => {
    expect(checkRule('number', value, [])).toBe(true);
  });

  it.each(['abc', '12abc', '1,5', NaN, { a: 1 }, [1, 2]])('rejects %j', (value) => {
    expect(checkRule('number', value, [])).toBe(false);
  });
});

describe('min', () => {
  it('compares numbers and numeric strings, inclusively', () => {
    expect(checkRule('min', 18, ['18'])).toBe(true);
    expect(checkRule('min', '19', ['18'])).toBe(true);
    expect(checkRule('min', '17', ['18'])).toBe(false);
    expect(checkRule('min', '2.5', ['2.4'])).toBe(true);
  });

  it('compares an array by its length', () => {
    expect(checkRule('min', ['a', 'b', 'c'], ['3'])).toBe(true);
    expect(checkRule('min', ['a', 'b'], ['3'])).toBe(false);
  });

  it('defaults to 1, and runs on 0 since 0 is not empty', () => {
    expect(checkRule('min', 0, [])).toBe(false);
    expect(checkRule('min', 1, [])).toBe(true);
  });

  it('fails text that is no number', () => {
    expect(checkRule('min', 'veel', ['1'])).toBe(false);
  });
});

describe('max', () => {
  it('compares numbers and numeric strings, inclusively', () => {
    expect(checkRule('max', 10, ['10'])).toBe(true);
    expect(checkRule('max', '11', ['10'])).toBe(false);
    expect(checkRule('max', '-5', ['0'])).toBe(true);
  });

  it('compares an array by its length', () => {
    expect(checkRule('max', [1, 2], ['2'])).toBe(true);
    expect(checkRule('max', [1, 2, 3], ['2'])).toBe(false);
  });

  it('defaults to 10', () => {
    expect(checkRule('max', 10, [])).toBe(true);
    expect(checkRule('max', 11, [])).toBe(false);
  });
});

describe('between', () => {
  it.each([
    ['5', true],
    [1, true],
    [10, true],
    ['2.5', true],
    [0, false],
    ['10.01', false],
    [11, false],
    ['abc', false],
  ] as [unknown, boolean][])('between:1,10 with %j → %s', (value, expected) => {
    expect(checkRule('between', value, ['1', '10'])).toBe(expected);
  });

  it('fails without numeric bounds', () => {
    expect(checkRule('between', 5, [])).toBe(false);
    expect(checkRule('between', 5, ['1', 'tien'])).toBe(false);
  });

  it('takes its bounds in either order', () => {
    expect(checkRule('between', 5, ['10', '1'])).toBe(true);
    expect(checkRule('between', 10, ['10', '1'])).toBe(true);
    expect(checkRule('between', 11, ['10', '1'])).toBe(false);
    expect(checkRule('between', 0, ['10', '1'])).toBe(false);
  });
});

describe('min_node', () => {
  const form = { salaryMin: '3000', empty: '', word: 'veel' };

  it('compares with the named field’s number, inclusively', () => {
    expect(checkRule('min_node', '3000', ['salaryMin'], { form })).toBe(true);
    expect(checkRule('min_node', '3500', ['salaryMin'], { form })).toBe(true);
    expect(checkRule('min_node', '2999', ['salaryMin'], { form })).toBe(false);
  });

  it('passes while the other field holds no number', () => {
    expect(checkRule('min_node', '1', ['empty'], { form })).toBe(true);
    expect(checkRule('min_node', '1', ['word'], { form })).toBe(true);
    expect(checkRule('min_node', '1', ['missing'], { form })).toBe(true);
  });
});
