import type { Locale } from '@standplaats/shared';
import type { MailContent } from '../../utils/mail';

type Invitation = { inviter: string; company: string; url: string; validDays: number };

/** A colleague's invitation to join their company's account. */
export function invitationMail(locale: Locale, { inviter, company, url, validDays }: Invitation): MailContent {
  if (locale === 'en') {
    return {
      subject: `${inviter} invites you to join ${company} on Standplaats`,
      heading: `Join ${company} on Standplaats`,
      blocks: [
        { paragraph: `${inviter} invites you to join the company account of ${company} on Standplaats. As a member you can post vacancies and see your company's figures.` },
        { button: { label: 'Accept the invitation', url } },
        { note: `This invitation works once and for ${validDays} days. No account yet? You can make one on the way.` },
      ],
    };
  }
  return {
    subject: `${inviter} nodigt je uit voor ${company} op Standplaats`,
    heading: `Word lid van ${company} op Standplaats`,
    blocks: [
      { paragraph: `${inviter} nodigt je uit voor het bedrijfsaccount van ${company} op Standplaats. Als lid kun je vacatures plaatsen en de cijfers van je bedrijf bekijken.` },
      { button: { label: 'Uitnodiging accepteren', url } },
      { note: `Deze uitnodiging werkt één keer en ${validDays} dagen lang. Nog geen account? Dat maak je onderweg aan.` },
    ],
  };
}
