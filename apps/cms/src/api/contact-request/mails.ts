import type { Locale } from '@standplaats/shared';
import type { MailContent } from '../../utils/mail';

export type ContactMail = { name: string; company?: string; email: string; phone?: string; message: string; companyName: string; productName?: string };

const facts = (request: ContactMail, en: boolean): [string, string][] =>
  [
    [en ? 'Name' : 'Naam', request.name],
    [en ? 'Company' : 'Bedrijf', request.company],
    [en ? 'Email address' : 'E-mailadres', request.email],
    [en ? 'Phone' : 'Telefoon', request.phone],
    [en ? 'About' : 'Over', request.productName],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));

/** The request as the company gets it, in Dutch; answering the mail answers the sender. */
export function companyMail(request: ContactMail): MailContent {
  const about = request.productName ? ` over ${request.productName}` : '';
  return {
    subject: `Contactverzoek via Standplaats${about}: ${request.name}`,
    heading: 'Iemand wil contact met je opnemen',
    blocks: [
      { paragraph: `${request.name} stuurde ${request.companyName} dit bericht${about} met het contactformulier op Standplaats. Beantwoord deze e-mail om ${request.name} direct te antwoorden.` },
      { facts: facts(request, false) },
      { quote: request.message },
      { note: `Je krijgt deze e-mail omdat dit adres bij ${request.companyName} in de bedrijvengids van Standplaats staat. Standplaats bewaart het bericht voor de redactie.` },
    ],
  };
}

/** The sender's copy, in the language of the page they sent it from. */
export function senderCopy(locale: Locale, request: ContactMail): MailContent {
  const en = locale === 'en';
  return {
    subject: en ? `Your message to ${request.companyName}` : `Je bericht aan ${request.companyName}`,
    heading: en ? 'We have passed on your message' : 'We hebben je bericht doorgestuurd',
    blocks: [
      {
        paragraph: en
          ? `Dear ${request.name}, your message has gone to ${request.companyName}, who will answer you themselves. This is what you sent.`
          : `Beste ${request.name}, je bericht is doorgestuurd naar ${request.companyName}; zij nemen zelf contact met je op. Dit is wat je stuurde.`,
      },
      { facts: facts(request, en) },
      { quote: request.message },
    ],
  };
}
