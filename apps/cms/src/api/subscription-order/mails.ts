import type { Locale } from '@standplaats/shared';
import type { MailContent } from '../../utils/mail';
import { SEPA_CREDITOR } from './sepa';

export type OrderMail = {
  name: string;
  planName: string;
  priceCents: number;
  interval: 'jaar' | 'halfjaar' | 'kwartaal';
  address: string[];
  accountHolder: string;
  maskedIban: string;
  mandateReference: string;
  signedAt: Date;
};

const INTERVALS: Record<OrderMail['interval'], Record<Locale, string>> = {
  jaar: { nl: 'per jaar', en: 'a year' },
  halfjaar: { nl: 'per halfjaar', en: 'every six months' },
  kwartaal: { nl: 'per kwartaal', en: 'a quarter' },
};

const LOCALE_TAGS: Record<Locale, string> = { nl: 'nl-NL', en: 'en-GB' };

export const formatPrice = (cents: number, interval: OrderMail['interval'], locale: Locale) =>
  `${new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency: 'EUR' }).format(cents / 100)} ${INTERVALS[interval][locale]}`;

const formatDate = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'Europe/Amsterdam' }).format(date);

/** The order confirmation, which is also the reader's copy of the SEPA direct-debit mandate. */
export function orderMail(locale: Locale, order: OrderMail): MailContent {
  const price = formatPrice(order.priceCents, order.interval, locale);
  const en = locale === 'en';
  return {
    subject: en ? `Your subscription to ${order.planName}` : `Je abonnement op ${order.planName}`,
    heading: en ? 'Thank you for your order' : 'Bedankt voor je bestelling',
    blocks: [
      {
        paragraph: en
          ? `Dear ${order.name}, we have received your order. Below are your subscription and the direct-debit mandate you gave us. Please keep this mail.`
          : `Beste ${order.name}, we hebben je bestelling ontvangen. Hieronder staan je abonnement en de machtiging voor automatische incasso die je ons hebt gegeven. Bewaar deze mail.`,
      },
      {
        facts: [
          [en ? 'Subscription' : 'Abonnement', order.planName],
          [en ? 'Price' : 'Prijs', price],
          [en ? 'Delivery address' : 'Bezorgadres', order.address.join(', ')],
        ],
      },
      {
        facts: [
          [en ? 'Creditor' : 'Incassant', SEPA_CREDITOR.name],
          [en ? 'Creditor ID' : 'Incassant-ID', SEPA_CREDITOR.id],
          [en ? 'Mandate reference' : 'Kenmerk machtiging', order.mandateReference],
          [en ? 'Account holder' : 'Rekeninghouder', order.accountHolder],
          ['IBAN', order.maskedIban],
          [en ? 'Signed on' : 'Datum', formatDate(order.signedAt, locale)],
          [en ? 'Type' : 'Soort', en ? 'Recurring SEPA direct debit' : 'Doorlopende SEPA-incasso'],
        ],
      },
      {
        note: en
          ? `By ordering you authorised ${SEPA_CREDITOR.name} to send instructions to your bank to debit your account with ${price}, and your bank to debit your account in accordance with those instructions. You are entitled to a refund from your bank under the terms and conditions of your agreement with your bank; a refund must be claimed within 8 weeks from the date on which your account was debited.`
          : `Door te bestellen heb je ${SEPA_CREDITOR.name} toestemming gegeven om doorlopend incasso-opdrachten naar je bank te sturen om ${price} van je rekening af te schrijven, en je bank om dat bedrag overeenkomstig die opdracht af te schrijven. Ben je het niet eens met een afschrijving, dan kun je die laten terugboeken: neem binnen 8 weken na de afschrijving contact op met je bank.`,
      },
    ],
  };
}
