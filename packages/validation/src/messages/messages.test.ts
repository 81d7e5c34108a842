import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FALLBACK_MESSAGE, messages, uiStrings } from './index';
import { rules } from '../rules';
import { validate } from '../validate';
import type { Locale } from '../types';

async function message(value: unknown, rule: string, label: string, locale: Locale, form = {}) {
  const { messages: found } = await validate(value, rule, { label, locale, form });
  expect(found).toHaveLength(1);
  return found[0];
}

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-06-15T12:00:00Z'));
});

afterAll(() => {
  vi.useRealTimers();
});

describe('Dutch messages quoted by the spec', () => {
  it.each([
    ['', 'required', 'naam', 'Naam is verplicht.'],
    ['a@b', 'email', 'e-mailadres', 'Vul een geldig e-mailadres in.'],
    ['standplaats.nl', 'url', 'website', 'Voer een geldige URL in.'],
    ['twaalf', 'number', 'leeftijd', 'Leeftijd moet een getal zijn.'],
    ['abcdefghijk', 'length:0,10', 'titel', 'Titel mag maximaal 10 tekens lang zijn.'],
    ['17', 'min:18', 'leeftijd', 'Leeftijd moet minimaal 18 zijn.'],
    [11, 'max:10', 'aantal', 'Aantal moet kleiner zijn dan of gelijk zijn aan 10.'],
    ['01-03-2025', 'date_format:YYYY-MM-DD', 'datum', 'Datum is geen geldige datum, gebruik de notatie YYYY-MM-DD'],
    ['2025-03-01', 'date_format:DD-MM-YYYY', 'datum', 'Datum is geen geldige datum, gebruik de notatie DD-MM-YYYY'],
    ['geen datum', 'date_after:2025-01-01', 'datum', 'De geselecteerde datum is ongeldig.'],
    ['2025-03-01', 'date_before:geen-datum', 'datum', 'De geselecteerde datum is ongeldig.'],
    ['morgen', 'date_between:2025-01-01,2025-12-31', 'datum', 'De geselecteerde datum is ongeldig.'],
    ['gisteren', 'date_format', 'datum', 'De geselecteerde datum is ongeldig.'],
  ])('%j with %s and label %s → %s', async (value, rule, label, expected) => {
    expect(await message(value, rule, label, 'nl')).toBe(expected);
  });

  it('says confirm does not match', async () => {
    const { messages: found } = await validate('a', 'confirm', {
      label: 'wachtwoord',
      locale: 'nl',
      name: 'password',
      form: { password_confirm: 'b' },
    });
    expect(found).toEqual(['Wachtwoord komt niet overeen.']);
  });
});

describe('other Dutch messages', () => {
  it.each([
    ['nee', 'accepted', 'voorwaarden', 'Accepteer de voorwaarden.'],
    ['Jan1', 'alpha', 'voornaam', 'Voornaam mag alleen alfabetische tekens bevatten.'],
    ['Jan 1', 'alpha_spaces', 'naam', 'Naam mag alleen letters en spaties bevatten.'],
    ['a-1', 'alphanumeric', 'code', 'Code mag alleen letters en cijfers bevatten.'],
    [12, 'between:1,10', 'aantal', 'Aantal moet tussen 1 en 10 liggen.'],
    [12, 'between:10,1', 'aantal', 'Aantal moet tussen 1 en 10 liggen.'],
    [12, 'between:1', 'aantal', 'Dit veld is onjuist geconfigureerd en kan niet worden verzonden.'],
    ['123', 'contains_alpha', 'wachtwoord', 'Wachtwoord moet alfabetische tekens bevatten.'],
    ['abc', 'contains_numeric', 'wachtwoord', 'Wachtwoord moet cijfers bevatten.'],
    ['abc', 'contains_symbol', 'wachtwoord', 'Wachtwoord moet een symbool bevatten.'],
    ['abc', 'contains_uppercase', 'wachtwoord', 'Wachtwoord moet hoofdletters bevatten.'],
    ['ABC', 'contains_lowercase', 'wachtwoord', 'Wachtwoord moet kleine letters bevatten.'],
    ['!!', 'contains_alphanumeric', 'wachtwoord', 'Wachtwoord moet letters of cijfers bevatten.'],
    ['!!', 'contains_alpha_spaces', 'wachtwoord', 'Wachtwoord moet letters of spaties bevatten.'],
    ['2024-12-31', 'date_after:2025-01-01', 'datum', 'Datum moet na 1 jan 2025 zijn.'],
    ['2025-01-01', 'date_after', 'datum', 'Datum moet in de toekomst liggen.'],
    ['2024-12-31', 'date_after_or_equal:2025-01-01', 'datum', 'Datum moet op of na 1 jan 2025 vallen.'],
    ['2025-01-01', 'date_after_or_equal', 'datum', 'Datum mag niet in het verleden liggen.'],
    ['2025-03-02', 'date_before:2025-03-01', 'datum', 'Datum moet vóór 1 mrt 2025 vallen.'],
    ['2026-01-01', 'date_before', 'datum', 'Datum moet in het verleden liggen.'],
    ['2025-03-02', 'date_before_or_equal:2025-03-01', 'datum', 'Datum moet op of vóór 1 mrt 2025 vallen.'],
    ['2026-01-01', 'date_before_or_equal', 'datum', 'Datum mag niet in de toekomst liggen.'],
    ['2026-01-01', 'date_between:2025-01-01,2025-12-31', 'datum', 'Datum moet tussen 1 jan 2025 en 31 dec 2025 liggen.'],
    ['2025-01-01', 'date_between:2025-12-31', 'datum', 'Datum moet tussen 15 jun 2025 en 31 dec 2025 liggen.'],
    ['cv.png', 'ends_with:.pdf,.doc,.docx', 'bestand', 'Bestand eindigt niet met .pdf, .doc of .docx.'],
    ['blauw', 'is:rood,groen', 'kleur', 'Kleur is geen toegestane waarde.'],
    ['a', 'length:5', 'titel', 'Titel moet minimaal 5 tekens lang zijn.'],
    ['a', 'length:2,2', 'code', 'Code moet 2 tekens lang zijn.'],
    ['a', 'length:2,5', 'code', 'Code moet tussen de 2 en 5 tekens zijn.'],
    [{}, '+length:1', 'lijst', 'Lijst moet minimaal één teken zijn.'],
    ['Abc', 'lowercase', 'gebruikersnaam', 'Gebruikersnaam mag alleen kleine letters bevatten.'],
    ['Abc', 'lowercase:allow_numeric', 'gebruikersnaam', 'Gebruikersnaam mag alleen kleine letters en cijfers bevatten.'],
    ['abc', 'matches:/^[A-Z]/', 'code', 'Code is geen toegestane waarde.'],
    [['a', 'b', 'c'], 'max:2', 'opties', 'Mag niet meer dan 2 opties hebben.'],
    [['a'], 'min:2', 'opties', 'Mag niet minder dan 2 opties hebben.'],
    ['admin', 'not:admin,root', 'gebruikersnaam', '"admin" is geen toegestane gebruikersnaam.'],
    ['ftp://x', 'starts_with:http,https', 'website', 'Website begint niet met http of https.'],
    ['a1', 'symbol', 'teken', 'Teken mag alleen symbolen bevatten.'],
    ['aBC', 'uppercase', 'code', 'Code mag alleen hoofdletters bevatten.'],
    ['x', 'iban', 'rekeningnummer', 'This field is not valid.'],
  ])('%j with %s and label %s → %s', async (value, rule, label, expected) => {
    expect(await message(value, rule, label, 'nl')).toBe(expected);
  });

  it('names the other field of a *_node rule by its date', async () => {
    const form = { start: '2025-03-10' };
    expect(await message('2025-03-01', 'date_after_node:start', 'einde', 'nl', form)).toBe(
      'Einde moet na 10 mrt 2025 zijn.',
    );
    expect(await message('2025-03-11', 'date_before_node:start', 'begin', 'nl', form)).toBe(
      'Begin moet vóór 10 mrt 2025 vallen.',
    );
    expect(await message('later', 'date_after_node:start', 'einde', 'nl', form)).toBe(
      'De geselecteerde datum is ongeldig.',
    );
  });
});

describe('English messages', () => {
  it.each([
    ['', 'required', 'name', 'Name is required.'],
    ['a@b', 'email', 'email', 'Please enter a valid email address.'],
    ['x', 'url', 'website', 'Please enter a valid URL.'],
    ['x', 'number', 'age', 'Age must be a number.'],
    ['abcdefghijk', 'length:0,10', 'title', 'Title must be less than or equal to 10 characters.'],
    ['17', 'min:18', 'age', 'Age must be at least 18.'],
    [11, 'max:10', 'count', 'Count must be no more than 10.'],
    [['a'], 'min:2', 'options', 'Cannot have fewer than 2 options.'],
    ['01-03-2025', 'date_format:YYYY-MM-DD', 'date', 'Date is not a valid date, please use the format YYYY-MM-DD'],
    ['2024-12-31', 'date_after:2025-01-01', 'date', 'Date must be after 1 Jan 2025.'],
    ['nope', 'date_before:2025-01-01', 'date', 'The selected date is invalid.'],
    [12, 'between:1,10', 'count', 'Count must be between 1 and 10.'],
    ['no', 'accepted', 'terms', 'Please accept the terms.'],
    ['cv.png', 'ends_with:.pdf,.doc,.docx', 'file', 'File doesn’t end with .pdf, .doc, or .docx.'],
    ['admin', 'not:admin', 'username', '“admin” is not an allowed username.'],
    ['x', 'iban', 'account', 'This field is not valid.'],
  ])('%j with %s and label %s → %s', async (value, rule, label, expected) => {
    expect(await message(value, rule, label, 'en')).toBe(expected);
  });
});

describe('labels', () => {
  it.each([
    ['naam', 'Naam is verplicht.'],
    ['Naam', 'Naam is verplicht.'],
    ['e-mailadres', 'E-mailadres is verplicht.'],
    ['één getal', 'Één getal is verplicht.'],
    ['', ' is verplicht.'],
  ])('capitalises %j', async (label, expected) => {
    expect(await message('', 'required', label, 'nl')).toBe(expected);
  });
});

describe('message tables', () => {
  const ruleNames = Object.keys(rules).filter((name) => name !== 'iban');

  it.each(['nl', 'en'] as const)('%s has a message for every FormKit rule and none for iban', (locale) => {
    for (const name of ruleNames) expect(messages[locale], name).toHaveProperty(name);
    expect(messages[locale]).not.toHaveProperty('iban');
  });

  it('has the same keys in both locales', () => {
    expect(Object.keys(messages.nl).sort()).toEqual(Object.keys(messages.en).sort());
  });

  it('has the invalidDate texts', () => {
    expect(messages.nl.invalidDate).toBe('De geselecteerde datum is ongeldig.');
    expect(messages.en.invalidDate).toBe('The selected date is invalid.');
  });

  it('has the fallback text', () => {
    expect(FALLBACK_MESSAGE).toBe('This field is not valid.');
  });
});

describe('uiStrings', () => {
  it('has the Dutch interface strings', () => {
    expect(uiStrings.nl).toEqual({
      submit: 'Versturen',
      incomplete: 'Sorry, niet alle velden zijn correct ingevuld.',
      summaryHeader: 'Er zijn fouten in je formulier.',
    });
  });

  it('has the English interface strings', () => {
    expect(uiStrings.en).toEqual({
      submit: 'Submit',
      incomplete: 'Sorry, not all fields are filled out correctly.',
      summaryHeader: 'There were errors in your form.',
    });
  });
});
