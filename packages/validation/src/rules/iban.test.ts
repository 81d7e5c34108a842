import { describe, expect, it } from 'vitest';
import { checkRule } from '../check';
import { rules } from './index';

/** ISO 13616 check digits, so a test can build IBANs whose checksum is right but whose structure is not. */
function checkDigits(country: string, bban: string): string {
  const digits = `${bban}${country}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  const rest = [...digits].reduce((acc, d) => (acc * 10 + Number(d)) % 97, 0);
  return String(98 - rest).padStart(2, '0');
}

const VALID = [
  'NL91ABNA0417164300',
  'DE89370400440532013000',
  'BE68539007547034',
  'FR1420041010050500013M02606',
  'GB29NWBK60161331926819',
];

describe('iban', () => {
  it.each(VALID)('accepts %s', (value) => {
    expect(checkRule('iban', value, [])).toBe(true);
  });

  it.each(VALID)('accepts %s with spaces and in lowercase', (value) => {
    const friendly = value.replace(/(.{4})/g, '$1 ').trim();
    expect(checkRule('iban', friendly, [])).toBe(true);
    expect(checkRule('iban', friendly.toLowerCase(), [])).toBe(true);
    expect(checkRule('iban', value.toLowerCase(), [])).toBe(true);
  });

  it.each([
    'NL92ABNA0417164300',
    'DE88370400440532013000',
    'BE69539007547034',
    'FR1520041010050500013M02606',
    'GB28NWBK60161331926819',
  ])('rejects %s with a wrong checksum', (value) => {
    expect(checkRule('iban', value, [])).toBe(false);
  });

  it.each(['NL91ABNA041716430', 'NL91ABNA04171643000', 'DE8937040044053201300', 'BE685390075470344'])(
    'rejects %s with a wrong length',
    (value) => {
      expect(checkRule('iban', value, [])).toBe(false);
    },
  );

  it('rejects a BBAN of the wrong shape even when the checksum is right', () => {
    const bban = '12340417164300';
    expect(checkDigits('NL', 'ABNA0417164300')).toBe('91');
    expect(checkRule('iban', `NL${checkDigits('NL', bban)}${bban}`, [])).toBe(false);
  });

  it('rejects an unknown country code', () => {
    const bban = 'ABNA0417164300';
    expect(checkRule('iban', `XX${checkDigits('XX', bban)}${bban}`, [])).toBe(false);
  });

  it('knows countries beyond the common ones', () => {
    expect(checkRule('iban', 'NO9386011117947', [])).toBe(true);
    expect(checkRule('iban', 'MT84MALT011000012345MTLCAST001S', [])).toBe(true);
  });

  it.each(['', undefined, null, [], {}])('fails the empty value %j: the rule is forced', (value) => {
    expect(checkRule('iban', value, [])).toBe(false);
  });

  it.each([9186, 'NL91 ABNA 0417 1643 00 !', 'bankrekening'])('fails %j', (value) => {
    expect(checkRule('iban', value, [])).toBe(false);
  });

  it('carries FormKit-style metadata for a form kit', () => {
    expect(rules.iban.skipEmpty).toBe(false);
    expect(rules.iban.blocking).toBe(true);
    expect(rules.iban.debounce).toBe(20);
  });
});
