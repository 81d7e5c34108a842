import { describe, expect, it } from 'vitest';
import { parseRules } from './parse';

describe('parseRules', () => {
  it('splits rules on pipes and arguments on commas', () => {
    const parsed = parseRules('required|length:5,10|matches:/^[A-Z]/');
    expect(parsed.map(({ name, args }) => [name, args])).toEqual([
      ['required', []],
      ['length', ['5', '10']],
      ['matches', ['/^[A-Z]/']],
    ]);
  });

  it('gives a plain rule FormKit’s default hints', () => {
    expect(parseRules('email')).toEqual([
      { name: 'email', args: [], blocking: true, debounce: 0, force: false, skipEmpty: true },
    ]);
  });

  it('takes hints from the rule function', () => {
    const [required, accepted, requireOne] = parseRules('required|accepted|require_one:a');
    expect(required?.skipEmpty).toBe(false);
    expect(accepted?.skipEmpty).toBe(false);
    expect(requireOne?.skipEmpty).toBe(false);
  });

  it('gives iban its own metadata: forced, blocking, 20 ms debounce', () => {
    expect(parseRules('iban')[0]).toMatchObject({ skipEmpty: false, blocking: true, debounce: 20 });
  });

  it.each([
    ['+email', { skipEmpty: false, force: false, blocking: true, debounce: 0 }],
    ['*email', { force: true, skipEmpty: true }],
    ['?email', { blocking: false }],
    ['(200)email', { debounce: 200 }],
    ['+(200)iban', { skipEmpty: false, debounce: 200 }],
    ['(500)?*+url', { debounce: 500, blocking: false, force: true, skipEmpty: false }],
    ['*+?(10)min:3', { debounce: 10, blocking: false, force: true, skipEmpty: false }],
  ])('parses the hints of %s', (rule, hints) => {
    const [parsed] = parseRules(rule);
    expect(parsed).toMatchObject(hints);
    expect(parsed?.name).toMatch(/^[a-z]+$/);
  });

  it('lets string hints override the rule’s own', () => {
    expect(parseRules('?required')[0]).toMatchObject({ blocking: false, skipEmpty: false });
    expect(parseRules('(0)iban')[0]?.debounce).toBe(0);
  });

  it('trims rules and arguments', () => {
    expect(parseRules(' length: 5 , 10 | required ')).toMatchObject([
      { name: 'length', args: ['5', '10'] },
      { name: 'required', args: [] },
    ]);
  });

  it('drops segments that are not rules', () => {
    expect(parseRules('')).toEqual([]);
    expect(parseRules('|a|1:2| |required').map((r) => r.name)).toEqual(['required']);
  });

  it('keeps rule names it does not know, for custom rules', () => {
    expect(parseRules('postcode:NL')).toMatchObject([{ name: 'postcode', args: ['NL'] }]);
  });

  it('keeps only the text after the first colon as arguments', () => {
    expect(parseRules('date_after:2025-01-01T10:00:00Z')[0]?.args).toEqual(['2025-01-01T10:00:00Z']);
    expect(parseRules('length:')[0]?.args).toEqual([]);
  });

  it('keeps a regex argument whole even with pipes and commas inside', () => {
    expect(parseRules('matches:/^(a|b){2,3}$/i|required')).toMatchObject([
      { name: 'matches', args: ['/^(a|b){2,3}$/i'] },
      { name: 'required' },
    ]);
  });

  it('splits several regex and literal arguments', () => {
    expect(parseRules('matches:/a,b/g, /c|d/ ,none')[0]?.args).toEqual(['/a,b/g', '/c|d/', 'none']);
  });

  it('splits slash-led text that is no regex as plain arguments', () => {
    expect(parseRules('starts_with:/api,/v2')[0]?.args).toEqual(['/api', '/v2']);
    expect(parseRules('matches:/a\\/b/')[0]?.args).toEqual(['/a\\/b/']);
  });
});
