import { type Locale, paths } from '@standplaats/shared';
import type { MailContent } from '../../utils/mail';
import { siteLink } from '../../site/paths';

/** What a member changed: their company's page, a product (new or not), or their stand at a fair (named by the fair). */
export type Change = { kind: 'company' | 'product' | 'exhibitor'; name: string; isNew: boolean };

function changeOf(locale: Locale, { kind, name, isNew }: Change): string {
  if (locale === 'en') {
    if (kind === 'exhibitor') return `your change to your stand at ${name}`;
    return kind === 'company' ? `your change to the company page of ${name}` : isNew ? `the new product “${name}”` : `your change to the product “${name}”`;
  }
  if (kind === 'exhibitor') return `je wijziging van je stand op ${name}`;
  return kind === 'company' ? `je wijziging van de bedrijfspagina van ${name}` : isNew ? `het nieuwe product ‘${name}’` : `je wijziging van het product ‘${name}’`;
}

/** To the member: the editors did not publish their change to the company page, a product or a stand, and why. */
export function rejectedEditMail(locale: Locale, change: Change, reason: string): MailContent {
  const en = locale === 'en';
  const what = changeOf(locale, change);
  return {
    subject: en ? 'Your change was not published' : 'Je wijziging is niet gepubliceerd',
    heading: en ? 'Your change was not published' : 'Je wijziging is niet gepubliceerd',
    blocks: [
      {
        paragraph: en
          ? `Our editors did not publish ${what}. ${change.isNew ? 'It has been removed.' : 'The page shows what it showed before.'}`
          : `De redactie heeft ${what} niet gepubliceerd. ${change.isNew ? 'Het is verwijderd.' : 'De pagina toont weer wat er eerder stond.'}`,
      },
      { facts: [[en ? 'Reason' : 'Reden', reason]] },
      {
        note: en ? 'You can make the change again, adapted, from your account:' : 'Je kunt de wijziging aangepast opnieuw doen vanuit je account:',
        link: { label: en ? 'My account' : 'Mijn account', url: siteLink(paths.account, locale) },
      },
    ],
  };
}
