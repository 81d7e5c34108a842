import { describe, expect, it } from 'vitest';
import { asFieldValue, readValues, validateForm } from './validate-form';
import type { FormSpec } from './types';

const spec: FormSpec = {
  email: { rules: 'required|email', label: 'e-mailadres' },
  lists: { rules: 'required', kind: 'list', label: 'nieuwsbrieven' },
  terms: { rules: 'accepted', kind: 'checkbox', label: 'voorwaarden' },
  iban: { rules: 'required|iban', label: 'IBAN' },
};

describe('readValues', () => {
  it('reads text as typed, a checkbox as a boolean and a group as a list', () => {
    const data = new FormData();
    data.append('email', ' a@b.nl ');
    data.append('lists', 'expovisie');
    data.append('lists', 'vacatures');
    data.append('terms', 'true');
    expect(readValues(data, spec)).toEqual({ email: ' a@b.nl ', lists: ['expovisie', 'vacatures'], terms: true, iban: '' });
    expect(readValues(new FormData(), spec)).toEqual({ email: '', lists: [], terms: false, iban: '' });
  });
});

describe('asFieldValue', () => {
  it('gives a value from a form’s markup its field’s shape: one ticked box of a group a list, a ticked checkbox a yes', () => {
    expect(asFieldValue('list', 'expovisie')).toEqual(['expovisie']);
    expect(asFieldValue('list', ['expovisie', 'vacatures'])).toEqual(['expovisie', 'vacatures']);
    expect(asFieldValue('checkbox', 'true')).toBe(true);
    expect(asFieldValue('checkbox', 'false')).toBe(false);
    expect(asFieldValue('checkbox', true)).toBe(true);
    expect(asFieldValue('text', 'Stand 8.B12')).toBe('Stand 8.B12');
    expect(asFieldValue('list', undefined)).toEqual([]);
    expect(asFieldValue('checkbox', undefined)).toBe(false);
    expect(asFieldValue(undefined, undefined)).toBe('');
  });
});

describe('validateForm', () => {
  it('gives each failing field its messages in the form’s language', async () => {
    const errors = await validateForm({ email: 'geen-adres', lists: [], terms: false, iban: 'NL91ABNA0417164301' }, spec, 'nl');
    expect(errors).toEqual({
      email: ['Vul een geldig e-mailadres in.'],
      lists: ['Nieuwsbrieven is verplicht.'],
      terms: [expect.any(String)],
      iban: ['This field is not valid.'],
    });
  });

  it('has no errors for a valid form', async () => {
    expect(await validateForm({ email: 'a@b.nl', lists: ['expovisie'], terms: true, iban: 'nl91 abna 0417 1643 00' }, spec, 'en')).toEqual({});
  });
});
