import type { Locale, NewsletterList } from '@standplaats/shared';
import type { MailContent } from '../../utils/mail';
import { listName } from './lists';

type ConfirmMail = { lists: NewsletterList[]; confirmUrl: string; unsubscribeUrl: string; validDays: number };

const joinNames = (names: string[], and: string) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;

/** The double opt-in mail: nothing is sent to the address until its reader follows the link. */
export function confirmMail(locale: Locale, { lists, confirmUrl, unsubscribeUrl, validDays }: ConfirmMail): MailContent {
  const names = lists.map((list) => listName(list, locale));
  if (locale === 'en') {
    return {
      subject: 'Please confirm your Standplaats newsletter subscription',
      heading: 'Confirm your subscription',
      blocks: [
        { paragraph: `You (or someone using your address) signed up for the Standplaats newsletter${names.length > 1 ? 's' : ''} ${joinNames(names, 'and')}.` },
        { paragraph: 'Please confirm that you want to receive it. Until you do, we send you nothing.' },
        { button: { label: 'Confirm subscription', url: confirmUrl } },
        { note: `This link works for ${validDays} days. Did you not sign up? Then ignore this mail.` },
        { note: 'Changed your mind? You can always', link: { label: 'unsubscribe', url: unsubscribeUrl } },
      ],
    };
  }
  return {
    subject: 'Bevestig je aanmelding voor de nieuwsbrief van Standplaats',
    heading: 'Bevestig je aanmelding',
    blocks: [
      { paragraph: `Je (of iemand met jouw adres) hebt je aangemeld voor de nieuwsbrie${names.length > 1 ? 'ven' : 'f'} ${joinNames(names, 'en')} van Standplaats.` },
      { paragraph: 'Bevestig dat je die wilt ontvangen. Tot je dat doet, sturen we je niets.' },
      { button: { label: 'Aanmelding bevestigen', url: confirmUrl } },
      { note: `Deze link werkt ${validDays} dagen. Heb je je niet aangemeld? Dan kun je deze mail negeren.` },
      { note: 'Toch geen nieuwsbrief? Je kunt je altijd', link: { label: 'afmelden', url: unsubscribeUrl } },
    ],
  };
}
