import { describe, expect, it } from 'vitest';
import { fairDays, parseAgenda, schedule } from './agenda';

// 29–31 March 2027, 09:00–17:00 in Amsterdam (summer time from the 28th).
const fair = { startsAt: '2027-03-29T07:00:00.000Z', endsAt: '2027-03-31T15:00:00.000Z' };

describe('the planner’s agenda', () => {
  it('offers the days of the fair in Amsterdam', () => {
    expect(fairDays(fair.startsAt, fair.endsAt)).toEqual(['2027-03-29', '2027-03-30', '2027-03-31']);
    // Late in the evening UTC is the next day in Amsterdam.
    expect(fairDays('2027-01-14T23:30:00.000Z', '2027-01-15T16:00:00.000Z')).toEqual(['2027-01-15']);
  });

  it('starts on the first day when the fair opens, 15 minutes a stand, unless told otherwise', () => {
    expect(parseAgenda({}, fair)).toEqual({ choice: { day: '2027-03-29', start: '09:00', minutes: 15 }, typed: {}, errors: [] });
    expect(parseAgenda({ dag: '2027-03-30', start: '9:30', minuten: '20' }, fair).choice).toEqual({ day: '2027-03-30', start: '09:30', minutes: 20 });
  });

  it('names what it cannot use and keeps what was typed', () => {
    const request = parseAgenda({ dag: '2027-04-01', start: '25:00', minuten: '3' }, fair);
    expect(request.errors).toEqual(['day', 'start', 'minutes']);
    expect(request.typed).toEqual({ day: '2027-04-01', start: '25:00', minutes: '3' });
    expect(request.choice).toEqual({ day: '2027-03-29', start: '09:00', minutes: 15 });
    expect(parseAgenda({ minuten: ['10', '20'], start: '<b>' }, fair).errors).toEqual(['start']);
  });

  it('times each stop after its walk, and a hall change between halls', () => {
    const slots = schedule([{ legs: [{ metres: 35 }, { metres: 140 }] }, { legs: [{ metres: 0 }] }], { day: '2027-03-30', start: '10:00', minutes: 15 });
    // 35 m is one minute's walk, 140 m two; 10:00 is 08:00 UTC in summer time.
    expect(slots).toEqual([
      [
        { startsAt: '2027-03-30T08:01:00.000Z', endsAt: '2027-03-30T08:16:00.000Z' },
        { startsAt: '2027-03-30T08:18:00.000Z', endsAt: '2027-03-30T08:33:00.000Z' },
      ],
      [{ startsAt: '2027-03-30T08:38:00.000Z', endsAt: '2027-03-30T08:53:00.000Z' }],
    ]);
  });
});
