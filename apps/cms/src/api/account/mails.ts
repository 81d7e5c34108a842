import type { Locale } from '@standplaats/shared';
import type { MailContent } from '../../utils/mail';

const greeting = (locale: Locale, name?: string | null) => (locale === 'en' ? `Hello${name ? ` ${name}` : ''},` : `Hallo${name ? ` ${name}` : ''},`);

/** The link that activates a new account (spec: email confirmation on sign-up). */
export function activateMail(locale: Locale, { name, url }: { name?: string | null; url: string }): MailContent {
  if (locale === 'en') {
    return {
      subject: 'Activate your Standplaats account',
      heading: 'Activate your account',
      blocks: [
        { paragraph: greeting(locale, name) },
        { paragraph: 'Thank you for signing up at Standplaats. Click the button to confirm your email address and activate your account.' },
        { button: { label: 'Activate account', url } },
        { note: 'Did you not sign up? Then ignore this mail; without confirmation the account stays inactive.' },
      ],
    };
  }
  return {
    subject: 'Activeer je account bij Standplaats',
    heading: 'Activeer je account',
    blocks: [
      { paragraph: greeting(locale, name) },
      { paragraph: 'Bedankt voor je registratie bij Standplaats. Klik op de knop om je e-mailadres te bevestigen en je account te activeren.' },
      { button: { label: 'Account activeren', url } },
      { note: 'Heb je je niet geregistreerd? Dan kun je deze mail negeren; zonder bevestiging blijft het account inactief.' },
    ],
  };
}

/** Sent instead of a second account when someone signs up with an address that has one. */
export function alreadyRegisteredMail(locale: Locale, { loginUrl, resetUrl }: { loginUrl: string; resetUrl: string }): MailContent {
  if (locale === 'en') {
    return {
      subject: 'You already have a Standplaats account',
      heading: 'You already have an account',
      blocks: [
        { paragraph: 'Someone (probably you) tried to sign up at Standplaats with this email address. There is already an account with it, so no new one was made.' },
        { button: { label: 'Log in', url: loginUrl } },
        { note: 'Forgot your password?', link: { label: 'Choose a new one', url: resetUrl } },
      ],
    };
  }
  return {
    subject: 'Je hebt al een account bij Standplaats',
    heading: 'Je hebt al een account',
    blocks: [
      { paragraph: 'Iemand (waarschijnlijk jij) probeerde zich bij Standplaats te registreren met dit e-mailadres. Daar bestaat al een account voor, dus er is geen nieuw gemaakt.' },
      { button: { label: 'Inloggen', url: loginUrl } },
      { note: 'Wachtwoord vergeten?', link: { label: 'Kies een nieuw wachtwoord', url: resetUrl } },
    ],
  };
}

/** The link to choose a new password; it works once and for a limited time. */
export function resetPasswordMail(locale: Locale, { url, validMinutes }: { url: string; validMinutes: number }): MailContent {
  if (locale === 'en') {
    return {
      subject: 'Choose a new password for Standplaats',
      heading: 'Choose a new password',
      blocks: [
        { paragraph: 'We received a request to reset the password of your Standplaats account. Click the button to choose a new one.' },
        { button: { label: 'Choose a new password', url } },
        { note: `This link works once and for ${validMinutes} minutes. Did you not ask for it? Then ignore this mail; your password stays the same.` },
      ],
    };
  }
  return {
    subject: 'Kies een nieuw wachtwoord voor Standplaats',
    heading: 'Kies een nieuw wachtwoord',
    blocks: [
      { paragraph: 'We kregen een verzoek om het wachtwoord van je account bij Standplaats opnieuw in te stellen. Klik op de knop om een nieuw wachtwoord te kiezen.' },
      { button: { label: 'Nieuw wachtwoord kiezen', url } },
      { note: `Deze link werkt één keer en ${validMinutes} minuten lang. Heb je dit niet gevraagd? Dan kun je deze mail negeren; je wachtwoord blijft hetzelfde.` },
    ],
  };
}

/** Sent to a new address: the change takes effect once its owner follows the link. */
export function changeEmailMail(locale: Locale, { url, validHours }: { url: string; validHours: number }): MailContent {
  if (locale === 'en') {
    return {
      subject: 'Confirm your new email address for Standplaats',
      heading: 'Confirm your new email address',
      blocks: [
        { paragraph: 'You asked to use this email address for your Standplaats account. Click the button to confirm it; until then your old address stays in use.' },
        { button: { label: 'Confirm email address', url } },
        { note: `This link works for ${validHours} hours. Did you not ask for this? Then ignore this mail.` },
      ],
    };
  }
  return {
    subject: 'Bevestig je nieuwe e-mailadres voor Standplaats',
    heading: 'Bevestig je nieuwe e-mailadres',
    blocks: [
      { paragraph: 'Je hebt gevraagd dit e-mailadres te gebruiken voor je account bij Standplaats. Klik op de knop om het te bevestigen; tot dan blijft je oude adres in gebruik.' },
      { button: { label: 'E-mailadres bevestigen', url } },
      { note: `Deze link werkt ${validHours} uur. Heb je dit niet gevraagd? Dan kun je deze mail negeren.` },
    ],
  };
}
