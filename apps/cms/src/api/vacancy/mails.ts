import { type Locale, paths } from '@standplaats/shared';
import type { MailContent } from '../../utils/mail';
import { siteLink } from '../../site/paths';

type Posted = { title: string; slug: string; company: string };

/** To the poster: the editors approved the vacancy and it is on the job board. */
export function approvedMail(locale: Locale, vacancy: Posted): MailContent {
  const en = locale === 'en';
  return {
    subject: en ? `Your vacancy is online: ${vacancy.title}` : `Je vacature staat online: ${vacancy.title}`,
    heading: en ? 'Your vacancy has been approved' : 'Je vacature is goedgekeurd',
    blocks: [
      {
        paragraph: en
          ? `Our editors approved the vacancy “${vacancy.title}” of ${vacancy.company}. It is now on the job board.`
          : `De redactie heeft de vacature ‘${vacancy.title}’ van ${vacancy.company} goedgekeurd. Hij staat nu op de vacaturebank.`,
      },
      { button: { label: en ? 'View the vacancy' : 'Bekijk de vacature', url: siteLink(paths.vacancy(vacancy.slug), locale) } },
      {
        note: en ? 'Filled the position, or want to take the vacancy down? Do so in your account:' : 'Is de functie vervuld of wil je de vacature offline halen? Dat doe je in je account:',
        link: { label: en ? 'My account' : 'Mijn account', url: siteLink(paths.account, locale) },
      },
    ],
  };
}

/** To the poster: the editors rejected the vacancy, and why. */
export function rejectedMail(locale: Locale, vacancy: Posted, reason: string): MailContent {
  const en = locale === 'en';
  return {
    subject: en ? `Your vacancy was not approved: ${vacancy.title}` : `Je vacature is niet goedgekeurd: ${vacancy.title}`,
    heading: en ? 'Your vacancy was not approved' : 'Je vacature is niet goedgekeurd',
    blocks: [
      {
        paragraph: en
          ? `Our editors did not approve the vacancy “${vacancy.title}” of ${vacancy.company}.`
          : `De redactie heeft de vacature ‘${vacancy.title}’ van ${vacancy.company} niet goedgekeurd.`,
      },
      { facts: [[en ? 'Reason' : 'Reden', reason]] },
      {
        note: en ? 'You can change the vacancy and send it in again from your account:' : 'Je kunt de vacature aanpassen en opnieuw insturen vanuit je account:',
        link: { label: en ? 'My account' : 'Mijn account', url: siteLink(paths.account, locale) },
      },
    ],
  };
}
