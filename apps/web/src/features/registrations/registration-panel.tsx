import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { localisedPath } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import { loginPath } from '@/lib/auth/paths';
import type { Member } from '@/lib/cms/auth';
import type { EventDetail } from '@/lib/cms/events';
import type { Places } from '@/lib/cms/registrations';
import { formatDateTimeRange } from '@/lib/format';
import { paths } from '@/lib/paths';
import { ActionForm } from '@/components/forms/action-form.client';
import { SubmitButton, TextField } from '@/components/forms/fields.client';
import { formSpec, formStrings } from '@/components/forms/labels';
import { placeOf } from '@/lib/calendar/place';
import { registerAction } from './actions';
import { registrationForm } from './form';

type Props = { event: EventDetail; places: Places | undefined; member: Member | null; registered: boolean; locale: Locale };

/**
 * Registering for one event: the form for a signed-in member, else what stands in the way (not
 * logged in, registered already, full, closed), each with the way on.
 */
export async function RegistrationPanel({ event, places, member, registered, locale }: Props) {
  const t = await getTranslations('registrations');
  const notice = (text: string, link?: { href: string; label: string }) => (
    <p className="rounded border-2 border-secondary p-4">
      {text} {link && <Link href={link.href}>{link.label}</Link>}
    </p>
  );
  let body;
  if (registered) body = notice(t('alreadyRegistered'), { href: '/account', label: t('toAccount') });
  else if (!places?.open) body = notice(t('closedNotice'));
  else if (places.left === 0) body = notice(t('fullNotice'));
  else if (!member) {
    body = (
      <p className="rounded border-2 border-secondary p-4">
        {t('logInFirst')}{' '}
        <a href={loginPath(locale, localisedPath(locale, paths.registration(event.slug)))} className="font-semibold">
          {t('logIn')}
        </a>
      </p>
    );
  } else {
    body = (
      <>
        <p className="mb-4">{t('formIntro')}</p>
        <ActionForm
          action={registerAction.bind(null, locale, { documentId: event.documentId, title: event.title })}
          spec={await formSpec(registrationForm, 'registrations', locale)}
          locale={locale}
          strings={formStrings(locale)}
          initialValues={{ name: member.name }}
        >
          <TextField name="name" autoComplete="name" />
          <TextField name="company" autoComplete="organization" />
          <TextField name="jobTitle" autoComplete="organization-title" />
          <TextField name="dietaryWishes" />
          <SubmitButton>{t('submit')}</SubmitButton>
        </ActionForm>
      </>
    );
  }
  return (
    <section id="inschrijven" aria-labelledby="inschrijven-titel" className="mb-12 max-w-3xl">
      <h2 id="inschrijven-titel" className="mb-2 text-2xl font-bold">
        {t('registerFor', { event: event.title })}
      </h2>
      <p className="mb-4 text-cool-700 dark:text-cool-300">
        <time dateTime={event.startsAt}>{formatDateTimeRange(event.startsAt, event.endsAt, locale)}</time>
        {placeOf(event) && <>, {placeOf(event)}</>} · <Link href={paths.event(event.slug)}>{event.title}</Link>
      </p>
      {body}
    </section>
  );
}
