import type { MessageContext, MessageText, UiStrings } from '../types';
import { fieldValue } from '../rules/helpers';
import { lengthBounds } from '../rules/strings';
import { betweenBounds, dateMessage, formatDate, list, sentence as s } from './format';

const invalidDate = 'De geselecteerde datum is ongeldig.';
const misconfigured = 'Dit veld is onjuist geconfigureerd en kan niet worden verzonden.';

const date = (value: unknown) => formatDate(value, 'nl');
const or = (items: string[]) => list(items, 'of', false);
const other = ({ form, args }: MessageContext) => fieldValue(form, args[0] ?? '');

function lengthMessage({ label, args }: MessageContext): string {
  const [min, max] = lengthBounds(args);
  if (min === 1 && max === Infinity) return `${s(label)} moet minimaal één teken zijn.`;
  if (min === 0) return `${s(label)} mag maximaal ${max} tekens lang zijn.`;
  if (min === max) return `${s(label)} moet ${max} tekens lang zijn.`;
  if (max === Infinity) return `${s(label)} moet minimaal ${min} tekens lang zijn.`;
  return `${s(label)} moet tussen de ${min} en ${max} tekens zijn.`;
}

const LOWERCASE_EXTRA: Record<string, string> = {
  allow_non_alpha: ', cijfers en symbolen',
  allow_numeric: ' en cijfers',
  allow_numeric_dashes: ', cijfers en streepjes',
};

export const nl = {
  accepted: ({ label }) => `Accepteer de ${label}.`,
  alpha: ({ label }) => `${s(label)} mag alleen alfabetische tekens bevatten.`,
  alpha_spaces: ({ label }) => `${s(label)} mag alleen letters en spaties bevatten.`,
  alphanumeric: ({ label }) => `${s(label)} mag alleen letters en cijfers bevatten.`,
  between: ({ label, args }) => {
    const bounds = betweenBounds(args);
    return bounds ? `${s(label)} moet tussen ${bounds[0]} en ${bounds[1]} liggen.` : misconfigured;
  },
  confirm: ({ label }) => `${s(label)} komt niet overeen.`,
  contains_alpha: ({ label }) => `${s(label)} moet alfabetische tekens bevatten.`,
  contains_alphanumeric: ({ label }) => `${s(label)} moet letters of cijfers bevatten.`,
  contains_alpha_spaces: ({ label }) => `${s(label)} moet letters of spaties bevatten.`,
  contains_lowercase: ({ label }) => `${s(label)} moet kleine letters bevatten.`,
  contains_numeric: ({ label }) => `${s(label)} moet cijfers bevatten.`,
  contains_symbol: ({ label }) => `${s(label)} moet een symbool bevatten.`,
  contains_uppercase: ({ label }) => `${s(label)} moet hoofdletters bevatten.`,
  date_after: dateMessage(invalidDate, 1, ({ label, args }) =>
    args[0] ? `${s(label)} moet na ${date(args[0])} zijn.` : `${s(label)} moet in de toekomst liggen.`,
  ),
  date_after_or_equal: dateMessage(invalidDate, 1, ({ label, args }) =>
    args[0] ? `${s(label)} moet op of na ${date(args[0])} vallen.` : `${s(label)} mag niet in het verleden liggen.`,
  ),
  date_after_node: dateMessage(invalidDate, 0, (ctx) => `${s(ctx.label)} moet na ${date(other(ctx))} zijn.`),
  date_before: dateMessage(invalidDate, 1, ({ label, args }) =>
    args[0] ? `${s(label)} moet vóór ${date(args[0])} vallen.` : `${s(label)} moet in het verleden liggen.`,
  ),
  date_before_or_equal: dateMessage(invalidDate, 1, ({ label, args }) =>
    args[0] ? `${s(label)} moet op of vóór ${date(args[0])} vallen.` : `${s(label)} mag niet in de toekomst liggen.`,
  ),
  date_before_node: dateMessage(invalidDate, 0, (ctx) => `${s(ctx.label)} moet vóór ${date(other(ctx))} vallen.`),
  date_between: dateMessage(invalidDate, 2, ({ label, args: [a, b] }) =>
    b
      ? `${s(label)} moet tussen ${date(a)} en ${date(b)} liggen.`
      : `${s(label)} moet tussen ${date(new Date())} en ${date(a)} liggen.`,
  ),
  date_format: ({ label, args }) =>
    args[0] ? `${s(label)} is geen geldige datum, gebruik de notatie ${args[0]}` : invalidDate,
  email: 'Vul een geldig e-mailadres in.',
  ends_with: ({ label, args }) => `${s(label)} eindigt niet met ${or(args)}.`,
  is: ({ label }) => `${s(label)} is geen toegestane waarde.`,
  length: lengthMessage,
  lowercase: ({ label, args }) =>
    `${s(label)} mag alleen kleine letters${LOWERCASE_EXTRA[args[0] ?? ''] ?? ''} bevatten.`,
  matches: ({ label }) => `${s(label)} is geen toegestane waarde.`,
  max: ({ label, value, args: [n = '10'] }) =>
    Array.isArray(value)
      ? `Mag niet meer dan ${n} ${label} hebben.`
      : `${s(label)} moet kleiner zijn dan of gelijk zijn aan ${n}.`,
  min: ({ label, value, args: [n = '1'] }) =>
    Array.isArray(value) ? `Mag niet minder dan ${n} ${label} hebben.` : `${s(label)} moet minimaal ${n} zijn.`,
  min_node: (ctx) => `${s(ctx.label)} moet minimaal ${String(other(ctx))} zijn.`,
  not: ({ label, value }) => `"${String(value)}" is geen toegestane ${label}.`,
  number: ({ label }) => `${s(label)} moet een getal zijn.`,
  require_one: ({ label, args }) => `${s([label, ...args].join(' of '))} is vereist.`,
  required: ({ label }) => `${s(label)} is verplicht.`,
  starts_with: ({ label, args }) => `${s(label)} begint niet met ${or(args)}.`,
  symbol: ({ label }) => `${s(label)} mag alleen symbolen bevatten.`,
  uppercase: ({ label }) => `${s(label)} mag alleen hoofdletters bevatten.`,
  url: 'Voer een geldige URL in.',
  invalidDate,
} satisfies Record<string, MessageText>;

export const nlUi: UiStrings = {
  submit: 'Versturen',
  incomplete: 'Sorry, niet alle velden zijn correct ingevuld.',
  summaryHeader: 'Er zijn fouten in je formulier.',
};
