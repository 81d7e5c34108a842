import { DateTime } from 'luxon';
import { TIME_ZONE } from '@/lib/format';
import type { SearchParams } from '@/lib/list-query';

// The planner's agenda: the day of the fair, the time the visitor starts and the minutes they
// give each stand, in the URL of the planner (a GET form) and of its .ics file.

export const AGENDA_PARAM = { day: 'dag', start: 'start', minutes: 'minuten' } as const;
export const MINUTES = { min: 5, max: 120, default: 15 } as const;
/** An easy walk through a busy hall: 4.2 km/h. */
export const WALKING_METRES_PER_MINUTE = 70;
/** From one hall to the next: the halls' plans do not say how far apart they are. */
export const HALL_CHANGE_MINUTES = 5;

export type AgendaChoice = { day: string; start: string; minutes: number };
export type AgendaField = keyof AgendaChoice;
/** The choice the agenda is made with, what the visitor typed (kept for the form) and what could not be read. */
export type AgendaRequest = { choice: AgendaChoice; typed: Partial<Record<AgendaField, string>>; errors: AgendaField[] };

const amsterdam = (iso: string) => DateTime.fromISO(iso, { zone: TIME_ZONE });

/** The days of a fair (yyyy-mm-dd in Amsterdam), first to last. */
export function fairDays(startsAt: string, endsAt: string): string[] {
  const days: string[] = [];
  const last = amsterdam(endsAt).startOf('day');
  for (let day = amsterdam(startsAt).startOf('day'); day <= last && days.length < 31; day = day.plus({ days: 1 })) days.push(day.toISODate()!);
  return days;
}

/**
 * The agenda's choice from the URL: each value the visitor gave if it can be one (a day of the
 * fair, a time hh:mm, whole minutes within MINUTES), else the default (the first day, the hour
 * the fair opens, MINUTES.default) and the field named in `errors`.
 */
export function parseAgenda(searchParams: SearchParams, fair: { startsAt: string; endsAt: string }): AgendaRequest {
  const days = fairDays(fair.startsAt, fair.endsAt);
  const typed: AgendaRequest['typed'] = {};
  for (const [field, name] of Object.entries(AGENDA_PARAM) as [AgendaField, string][]) {
    const value = searchParams[name];
    if (typeof value === 'string') typed[field] = value.trim().slice(0, 20);
  }
  const errors: AgendaField[] = [];
  // A value typed that cannot be one is named; nothing typed takes the default quietly.
  const pick = <T,>(field: AgendaField, read: T | null, fallback: T): T => {
    if (read !== null) return read;
    if (typed[field]) errors.push(field);
    return fallback;
  };
  const time = typed.start?.match(/^([01]?\d|2[0-3]):([0-5]\d)$/);
  const minutes = typed.minutes && /^\d{1,3}$/.test(typed.minutes) ? Number(typed.minutes) : NaN;
  const day = pick('day', typed.day && days.includes(typed.day) ? typed.day : null, days[0]!);
  const start = pick('start', time ? `${time[1]!.padStart(2, '0')}:${time[2]}` : null, amsterdam(fair.startsAt).toFormat('HH:mm'));
  const perStand = pick('minutes', minutes >= MINUTES.min && minutes <= MINUTES.max ? minutes : null, MINUTES.default);
  return { choice: { day, start, minutes: perStand }, typed, errors };
}

export type Slot = { startsAt: string; endsAt: string };

/**
 * The time of every stop of a route, hall by hall: the walk to it (whole minutes, from the hall's
 * entrance for its first), then the chosen minutes at the stand; a hall change takes HALL_CHANGE_MINUTES.
 */
export function schedule(halls: readonly { legs: readonly { metres: number }[] }[], choice: AgendaChoice): Slot[][] {
  let at = DateTime.fromISO(`${choice.day}T${choice.start}`, { zone: TIME_ZONE });
  return halls.map((hall, i) => {
    if (i > 0) at = at.plus({ minutes: HALL_CHANGE_MINUTES });
    return hall.legs.map((leg) => {
      const startsAt = at.plus({ minutes: Math.ceil(leg.metres / WALKING_METRES_PER_MINUTE) });
      at = startsAt.plus({ minutes: choice.minutes });
      return { startsAt: startsAt.toUTC().toISO()!, endsAt: at.toUTC().toISO()! };
    });
  });
}
