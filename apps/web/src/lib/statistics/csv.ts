// CSV as RFC 4180 has it (commas, CRLF, quotes doubled), for the dashboard's export. Hand-written
// because it is twenty lines; a library would add more than it saves.

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, a tab or return first) gets a
 * leading apostrophe: titles come from content, and a CSV must not become code (OWASP CSV injection).
 * Numbers are written as they are.
 */
function cell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The rows as CSV text, header first, each line ended by CRLF. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return rows.map((row) => `${row.map(cell).join(',')}\r\n`).join('');
}

/** A file name safe in a Content-Disposition header: lower-case letters, digits and hyphens. */
export const csvFileName = (...parts: string[]) =>
  `${parts.map((part) => part.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')).filter(Boolean).join('-') || 'export'}.csv`;
