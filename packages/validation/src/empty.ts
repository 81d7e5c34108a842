/**
 * FormKit's `empty()`: undefined, null, '', [] and {} are empty; numbers
 * (even 0), booleans, dates and regular expressions never are.
 */
export function isEmpty(value: unknown): boolean {
  if (typeof value === 'number') return false;
  if (value === undefined) return true;
  if (typeof value === 'string') return value === '';
  if (typeof value !== 'object') return false;
  if (value === null) return true;
  if (value instanceof Date || value instanceof RegExp) return false;
  for (const _key in value) return false;
  return true;
}
