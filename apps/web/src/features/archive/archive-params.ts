/** Validity checks of the archive routes: a four-digit year and a month 1-12, else null (a 404). */
export function archiveYear(raw: string): number | null {
  return /^(19|20)\d{2}$/.test(raw) ? Number(raw) : null;
}

export function archiveMonth(raw: string): number | null {
  return /^(0?[1-9]|1[0-2])$/.test(raw) ? Number(raw) : null;
}

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Amsterdam', timeZoneName: 'longOffset' });

/** Amsterdam's offset from UTC in minutes at an instant ("GMT+01:00" → 60). */
function amsterdamOffset(instant: number): number {
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** Midnight in Amsterdam on the first of a month, as a UTC instant (clocks never change then). */
function startOfMonth(year: number, month: number): string {
  const utcMidnight = Date.UTC(year, month - 1, 1);
  return new Date(utcMidnight - amsterdamOffset(utcMidnight) * 60_000).toISOString();
}

/** The first instant of a month and of the next one, in Dutch time as the archive counts them. */
export function monthRange(year: number, month: number): { from: string; to: string } {
  return { from: startOfMonth(year, month), to: month === 12 ? startOfMonth(year + 1, 1) : startOfMonth(year, month + 1) };
}
