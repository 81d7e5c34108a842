import { describe, expect, it } from 'vitest';
import { validate } from './validate';

const nl = { label: 'naam', locale: 'nl' as const };
const en = { label: 'name', locale: 'en' as const };

describe('validate', () => {
  it('returns no messages for a passing value', async () => {
    await expect(validate('Jan', 'required|alpha|length:2,10', nl)).resolves.toEqual({ valid: true, messages: [] });
  });

  it('does not run rules that skip empty values once required fails', async () => {
    await expect(validate('', 'required|email|length:5', nl)).resolves.toEqual({
      valid: false,
      messages: ['Naam is verplicht.'],
    });
  });

  it('passes an empty value through rules that skip empty values', async () => {
    await expect(validate('', 'email|length:5|number', nl)).resolves.toEqual({ valid: true, messages: [] });
    await expect(validate([], 'min:2', nl)).resolves.toEqual({ valid: true, messages: [] });
  });

  it('runs a rule marked + on an empty value', async () => {
    const result = await validate('', '+email', nl);
    expect(result).toEqual({ valid: false, messages: ['Vul een geldig e-mailadres in.'] });
  });

  it('stops at the first failing rule, as FormKit does', async () => {
    const result = await validate('geen-email-adres', 'email|length:0,3', nl);
    expect(result.messages).toEqual(['Vul een geldig e-mailadres in.']);
  });

  it('still runs a rule marked * after a failure', async () => {
    const result = await validate('geen-email-adres', 'email|*length:0,3|number', nl);
    expect(result.messages).toEqual(['Vul een geldig e-mailadres in.', 'Naam mag maximaal 3 tekens lang zijn.']);
  });

  it('reports a failing rule marked ? without making the value invalid', async () => {
    const result = await validate('abcd', '?length:0,3', nl);
    expect(result).toEqual({ valid: true, messages: ['Naam mag maximaal 3 tekens lang zijn.'] });
  });

  it('is invalid when a blocking rule fails after a non-blocking one is forced', async () => {
    const result = await validate('abcd', '?length:0,3|*number', nl);
    expect(result.valid).toBe(false);
    expect(result.messages).toHaveLength(2);
  });

  it('ignores rule names it does not know', async () => {
    await expect(validate('x', 'postcode|required', nl)).resolves.toEqual({ valid: true, messages: [] });
  });

  it('fails an empty iban with the fallback message in both locales', async () => {
    await expect(validate('', 'iban', nl)).resolves.toEqual({
      valid: false,
      messages: ['This field is not valid.'],
    });
    await expect(validate('', 'iban', en)).resolves.toEqual({
      valid: false,
      messages: ['This field is not valid.'],
    });
  });

  it('shows only the required message for an empty required iban', async () => {
    const result = await validate('', 'required|iban', nl);
    expect(result.messages).toEqual(['Naam is verplicht.']);
  });

  it('accepts a valid iban through a rule string with hints', async () => {
    await expect(validate('nl91 abna 0417 1643 00', 'required|+(200)iban', nl)).resolves.toEqual({
      valid: true,
      messages: [],
    });
  });

  it('reads sibling fields for confirm from the context', async () => {
    const ctx = { label: 'wachtwoord', locale: 'nl' as const, name: 'password' };
    const same = await validate('geheim', 'confirm', { ...ctx, form: { password_confirm: 'geheim' } });
    const different = await validate('geheim', 'confirm', { ...ctx, form: { password_confirm: 'anders' } });
    expect(same.valid).toBe(true);
    expect(different.messages).toEqual(['Wachtwoord komt niet overeen.']);
  });

  it('runs require_one on an empty value', async () => {
    const ctx = { label: 'telefoon', locale: 'nl' as const, form: { email: '' } };
    await expect(validate('', 'require_one:email', ctx)).resolves.toEqual({
      valid: false,
      messages: ['Telefoon of email is vereist.'],
    });
    const filled = await validate('', 'require_one:email', { ...ctx, form: { email: 'a@b.nl' } });
    expect(filled.valid).toBe(true);
  });

  it('keeps a regex with pipes and commas whole', async () => {
    const rules = 'matches:/^(NL|BE)-\\d{2,3}$/i';
    expect((await validate('nl-123', rules, nl)).valid).toBe(true);
    expect((await validate('DE-123', rules, nl)).messages).toEqual(['Naam is geen toegestane waarde.']);
  });

  it("says a field's own text for a rule that has one, and the locale's for the others", async () => {
    const own = { ...nl, messages: { matches: 'Naam begint met NL- of BE-.' } };
    expect((await validate('DE-123', 'matches:/^(NL|BE)-/', own)).messages).toEqual(['Naam begint met NL- of BE-.']);
    expect((await validate('', 'required|matches:/^(NL|BE)-/', own)).messages).toEqual(['Naam is verplicht.']);
  });
});
