import { type Locale, paths } from '@standplaats/shared';
import type { MailContent } from '../../utils/mail';
import { siteLink } from '../../site/paths';

export type RegistrationMail = {
  name: string;
  company?: string;
  jobTitle?: string;
  dietaryWishes?: string;
  event: { title: string; slug: string; startsAt: string; endsAt: string; place: string };
};

const LOCALE_TAGS: Record<Locale, string> = { nl: 'nl-NL', en: 'en-GB' };

/** "donderdag 5 maart 2026 09:00 – zaterdag 7 maart 2026 18:00", in Dutch time as the calendar shows it. */
export const formatWhen = (startsAt: string, endsAt: string, locale: Locale) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Amsterdam' }).formatRange(new Date(startsAt), new Date(endsAt));

/** The confirmation of a registration, with what the member told us and how to cancel. */
export function registrationMail(locale: Locale, registration: RegistrationMail): MailContent {
  const { event } = registration;
  const en = locale === 'en';
  const optional: [string, string | undefined][] = [
    [en ? 'Company' : 'Bedrijf', registration.company],
    [en ? 'Job title' : 'Functie', registration.jobTitle],
    [en ? 'Dietary wishes' : 'Dieetwensen', registration.dietaryWishes],
  ];
  return {
    subject: en ? `Your registration for ${event.title}` : `Je inschrijving voor ${event.title}`,
    heading: en ? 'You are registered' : 'Je bent ingeschreven',
    blocks: [
      {
        paragraph: en
          ? `Dear ${registration.name}, thank you for registering for ${event.title}. We look forward to seeing you there.`
          : `Beste ${registration.name}, bedankt voor je inschrijving voor ${event.title}. We zien je graag daar.`,
      },
      {
        facts: [
          [en ? 'Event' : 'Evenement', event.title],
          [en ? 'When' : 'Wanneer', formatWhen(event.startsAt, event.endsAt, locale)],
          ...(event.place ? [[en ? 'Where' : 'Waar', event.place] as [string, string]] : []),
          [en ? 'Name' : 'Naam', registration.name],
          ...optional.filter((fact): fact is [string, string] => Boolean(fact[1])),
        ],
      },
      { button: { label: en ? 'View the event' : 'Bekijk het evenement', url: siteLink(paths.event(event.slug), locale) } },
      {
        note: en ? 'Can’t make it? Cancel your registration in your account, so someone else can take your place:' : 'Kun je toch niet? Meld je af in je account, dan kan een ander je plek krijgen:',
        link: { label: en ? 'My account' : 'Mijn account', url: siteLink(paths.account, locale) },
      },
    ],
  };
}
