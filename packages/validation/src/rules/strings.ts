import type { RuleContext, ValidationRule } from '../types';

export const starts_with: ValidationRule = ({ value }: RuleContext, ...prefixes: string[]) =>
  typeof value === 'string' && (prefixes.length === 0 || prefixes.some((p) => value.startsWith(p)));

export const ends_with: ValidationRule = ({ value }: RuleContext, ...suffixes: string[]) =>
  typeof value === 'string' && (suffixes.length === 0 || suffixes.some((s) => value.endsWith(s)));

const EMAIL =
  /^(([^<>()[\].,;:\s@"]+(\.[^<>()[\].,;:\s@"]+)*)|(".+"))@(([^<>()[\].,;:\s@"]+\.)+[^<>()[\].,;:\s@"]{2,})$/i;

export const email: ValidationRule = ({ value }) => EMAIL.test(String(value));

/** Arguments are allowed protocols such as `ftp:`; the default is http and https only. */
export const url: ValidationRule = ({ value }: RuleContext, ...protocols: string[]) => {
  const allowed = protocols.length ? protocols : ['http:', 'https:'];
  try {
    return allowed.includes(new URL(String(value)).protocol);
  } catch {
    return false;
  }
};

/** Length of a string or array, or the key count of an object; null otherwise. */
function sizeOf(value: unknown): number | null {
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  if (value && typeof value === 'object') return Object.keys(value).length;
  return null;
}

/** `length:min,max` bounds as FormKit reads them: either order, no max means Infinity. */
export function lengthBounds([first = '0', second = '']: string[]): [min: number, max: number] {
  const a = parseInt(first, 10);
  const parsed = parseInt(second, 10);
  const b = Number.isNaN(parsed) ? Infinity : parsed;
  return a <= b ? [a, b] : [b, a];
}

export const length: ValidationRule = ({ value }: RuleContext, ...args: string[]) => {
  const [min, max] = lengthBounds(args);
  const size = sizeOf(value);
  return size !== null && size >= min && size <= max;
};
