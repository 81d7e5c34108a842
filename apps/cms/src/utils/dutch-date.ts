/** A moment's day in the Netherlands as YYYY-MM-DD: vacancies close and events begin on Dutch days. */
export const dutchDate = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(now);
