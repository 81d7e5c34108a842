import { describe, expect, it } from 'vitest';
import { checkRule } from '../check';

type Case = [value: unknown, args: string[], expected: boolean];

function table(rule: string, cases: Case[]) {
  describe(rule, () => {
    it.each(cases)(`${rule} %j %j → %s`, (value, args, expected) => {
      expect(checkRule(rule, value, args)).toBe(expected);
    });
  });
}

table('alpha', [
  ['abc', [], true],
  ['Émile', [], true],
  ['Straße', [], true],
  ['Søren', [], true],
  ['abc1', [], false],
  ['a b', [], false],
  ['a-b', [], false],
  [123, [], false],
  ['abc', ['latin'], true],
  ['Émile', ['latin'], false],
  ['ß', ['unknown_set'], true],
]);

table('alpha_spaces', [
  ['Jean Pierre', [], true],
  ['Ærø straße', [], true],
  ['a1 b', [], false],
  ['a\tb', [], false],
  ['ab cd', ['latin'], true],
  ['ab cø', ['latin'], false],
]);

table('alphanumeric', [
  ['abc123', [], true],
  ['ß9ø', [], true],
  ['a-1', [], false],
  ['a 1', [], false],
  [2025, [], true],
  ['ab12', ['latin'], true],
  ['ß9', ['latin'], false],
]);

table('lowercase', [
  ['abc', [], true],
  ['éßø', [], true],
  ['abC', [], false],
  ['abc1', [], false],
  ['abc1', ['allow_numeric'], true],
  ['ab-1', ['allow_numeric'], false],
  ['ab-1', ['allow_numeric_dashes'], true],
  ['ab-1!?', ['allow_non_alpha'], true],
  ['aB-1', ['allow_non_alpha'], false],
  ['é', ['latin'], false],
  ['abc', ['latin'], true],
]);

table('uppercase', [
  ['ABC', [], true],
  ['ÉØ', [], true],
  ['AbC', [], false],
  ['AB1', [], false],
  ['ABC', ['latin'], true],
  ['É', ['latin'], false],
]);

table('symbol', [
  ['!@#', [], true],
  ['-_.~/', [], true],
  ['!a', [], false],
  ['€', [], false],
  ['! ', [], false],
]);

table('contains_alpha', [
  ['123a', [], true],
  ['1ø', [], true],
  ['123!', [], false],
  ['1ø', ['latin'], false],
  ['1a', ['latin'], true],
]);

table('contains_alpha_spaces', [
  ['1 2', [], true],
  ['1é', [], true],
  ['12!', [], false],
  ['1é', ['latin'], false],
]);

table('contains_alphanumeric', [
  ['!!1', [], true],
  ['!!ß', [], true],
  ['!! ?', [], false],
  ['!!ß', ['latin'], false],
]);

table('contains_lowercase', [
  ['ABc', [], true],
  ['ABø', [], true],
  ['ABC1', [], false],
  ['ABø', ['latin'], false],
]);

table('contains_uppercase', [
  ['abC', [], true],
  ['abØ', [], true],
  ['abc1', [], false],
  ['abØ', ['latin'], false],
]);

table('contains_numeric', [
  ['a1', [], true],
  [5, [], true],
  ['abc', [], false],
]);

table('contains_symbol', [
  ['wacht!', [], true],
  ['wacht woord', [], false],
  ['wachtwoord€', [], false],
]);

describe('character rules skip empty values', () => {
  it.each(['alpha', 'uppercase', 'symbol', 'contains_numeric'])('%s passes an empty string', (rule) => {
    expect(checkRule(rule, '', [])).toBe(true);
  });
});
