import { describe, expect, it } from 'vitest';
import { fieldStatus, type FieldInput } from './field-state';

const failing = { valid: false, messages: ['E-mailadres is verplicht.'] };
const base: FieldInput = { value: '', dirty: false, blurred: false, submitted: false, pending: false, result: failing, serverErrors: [], visibility: 'blur' };

describe('fieldStatus', () => {
  it('shows a blur field’s messages only once it was left or the form submitted', () => {
    expect(fieldStatus(base).messages).toEqual([]);
    expect(fieldStatus({ ...base, value: 'x' }).messages).toEqual([]);
    expect(fieldStatus({ ...base, blurred: true }).messages).toEqual(failing.messages);
    expect(fieldStatus({ ...base, submitted: true }).messages).toEqual(failing.messages);
  });

  it('shows a dirty field’s messages once its value changed', () => {
    const checkbox = { ...base, visibility: 'dirty' as const, value: false };
    expect(fieldStatus(checkbox).messages).toEqual([]);
    expect(fieldStatus({ ...checkbox, dirty: true }).messages).toEqual(failing.messages);
  });

  it('shows a live field’s messages at once, and a submit field’s only after a submit', () => {
    expect(fieldStatus({ ...base, visibility: 'live' }).messages).toEqual(failing.messages);
    expect(fieldStatus({ ...base, visibility: 'submit', blurred: true }).messages).toEqual([]);
    expect(fieldStatus({ ...base, visibility: 'submit', submitted: true }).messages).toEqual(failing.messages);
  });

  it('is failing before it shows, and invalid only when it shows', () => {
    expect(fieldStatus(base)).toMatchObject({ failing: true, invalid: false, passing: false, complete: false, empty: true });
    expect(fieldStatus({ ...base, blurred: true })).toMatchObject({ failing: true, invalid: true });
  });

  it('is complete with a passing value and nothing pending', () => {
    const passing = { ...base, value: 'a@b.nl', dirty: true, result: { valid: true, messages: [] } };
    expect(fieldStatus(passing)).toMatchObject({ complete: true, passing: true, settled: true, dirty: true, empty: false });
    expect(fieldStatus({ ...passing, pending: true })).toMatchObject({ complete: false, passing: false, settled: false });
  });

  it('shows server errors at once, whatever the visibility', () => {
    const status = fieldStatus({ ...base, value: 'a@b.nl', result: { valid: true, messages: [] }, serverErrors: ['Al in gebruik.'] });
    expect(status).toMatchObject({ invalid: true, complete: false, messages: ['Al in gebruik.'] });
  });
});
