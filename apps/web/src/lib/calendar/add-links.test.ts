import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, outlookCalendarUrl } from './add-links';

const entry = { title: 'Vakbeurs & Co', details: 'Meer: https://standplaats.nl/kalender/x', location: 'Jaarbeurs, Utrecht', startsAt: '2027-03-29T07:00:00.000Z', endsAt: '2027-03-31T16:00:00.000Z' };

describe('add-to-calendar links', () => {
  it('give Google the times in UTC and the Dutch time zone', () => {
    const url = new URL(googleCalendarUrl(entry));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Vakbeurs & Co',
      dates: '20270329T070000Z/20270331T160000Z',
      details: entry.details,
      location: 'Jaarbeurs, Utrecht',
      ctz: 'Europe/Amsterdam',
    });
  });

  it('give Outlook the event for personal and for work accounts', () => {
    for (const service of ['live', 'office'] as const) {
      const url = new URL(outlookCalendarUrl(entry, service));
      expect(url.host).toBe(`outlook.${service}.com`);
      expect(url.searchParams.get('subject')).toBe('Vakbeurs & Co');
      expect(url.searchParams.get('startdt')).toBe(entry.startsAt);
      expect(url.searchParams.get('enddt')).toBe(entry.endsAt);
      expect(url.searchParams.get('rru')).toBe('addevent');
    }
  });
});
