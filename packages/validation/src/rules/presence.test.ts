import { describe, expect, it } from 'vitest';
import { checkRule } from '../check';

describe('required', () => {
  it.each([undefined, null, '', [], {}])('fails the empty value %j', (value) => {
    expect(checkRule('required', value, [])).toBe(false);
  });

  it.each(['a', 0, false, ['x'], { a: 1 }, ' '])('passes %j', (value) => {
    expect(checkRule('required', value, [])).toBe(true);
  });

  it('only trims with the trim argument', () => {
    expect(checkRule('required', '   ', ['trim'])).toBe(false);
    expect(checkRule('required', ' a ', ['trim'])).toBe(true);
    expect(checkRule('required', '   ', ['default'])).toBe(true);
  });
});

describe('accepted', () => {
  it.each(['yes', 'on', '1', 1, true, 'true'])('accepts %j', (value) => {
    expect(checkRule('accepted', value, [])).toBe(true);
  });

  it.each(['no', 'off', '0', 0, false, 'YES', 'y', '', undefined])('rejects %j, even when empty', (value) => {
    expect(checkRule('accepted', value, [])).toBe(false);
  });
});

describe('require_one', () => {
  const args = ['phone', 'email'];

  it('passes when this field has a value', () => {
    expect(checkRule('require_one', 'x', args, { form: {} })).toBe(true);
  });

  it('passes when a named sibling has a value', () => {
    expect(checkRule('require_one', '', args, { form: { phone: '', email: 'a@b.nl' } })).toBe(true);
    expect(checkRule('require_one', undefined, args, { form: { phone: 0 } })).toBe(true);
  });

  it('fails when this field and every named sibling are empty', () => {
    expect(checkRule('require_one', '', args, { form: { phone: '', email: [] } })).toBe(false);
    expect(checkRule('require_one', '', args)).toBe(false);
  });

  it('ignores siblings that are not named', () => {
    expect(checkRule('require_one', '', ['phone'], { form: { email: 'a@b.nl' } })).toBe(false);
  });
});

describe('confirm', () => {
  it('compares with <name>_confirm by default', () => {
    const ctx = { name: 'password', form: { password_confirm: 'geheim' } };
    expect(checkRule('confirm', 'geheim', [], ctx)).toBe(true);
    expect(checkRule('confirm', 'Geheim', [], ctx)).toBe(false);
  });

  it('compares a _confirm or _confirmed field with the field without the suffix', () => {
    expect(checkRule('confirm', 'x', [], { name: 'password_confirm', form: { password: 'x' } })).toBe(true);
    expect(checkRule('confirm', 'x', [], { name: 'password_confirmed', form: { password: 'y' } })).toBe(false);
  });

  it('compares with the field named in the argument', () => {
    const form = { email: 'a@b.nl', email_repeat: 'a@b.nl' };
    expect(checkRule('confirm', 'a@b.nl', ['email'], { name: 'email_repeat', form })).toBe(true);
    expect(checkRule('confirm', 'c@d.nl', ['email'], { name: 'email_repeat', form })).toBe(false);
  });

  it('compares loosely unless told strict', () => {
    const ctx = { name: 'n', form: { n_confirm: 1 } };
    expect(checkRule('confirm', '1', [], ctx)).toBe(true);
    expect(checkRule('confirm', '1', ['', 'strict'], ctx)).toBe(false);
    expect(checkRule('confirm', 1, ['', 'strict'], ctx)).toBe(true);
  });

  it('fails when the other field is missing', () => {
    expect(checkRule('confirm', 'x', [], { name: 'password', form: {} })).toBe(false);
  });

  it('skips an empty value like FormKit does', () => {
    expect(checkRule('confirm', '', [], { name: 'password', form: { password_confirm: 'x' } })).toBe(true);
  });
});

describe('checkRule', () => {
  it('throws on a rule it does not know', () => {
    expect(() => checkRule('postcode', '1234AB', [])).toThrow('Unknown validation rule "postcode"');
  });
});
