import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Places } from '@/lib/cms/registrations';
import { paths } from '@/lib/paths';

/** That members can register for the event through the site, and how many places are left. */
export async function RegistrationBox({ slug, places }: { slug: string; places: Places | undefined }) {
  if (!places) return null;
  const [t, registrations] = await Promise.all([getTranslations('event'), getTranslations('registrations')]);
  return (
    <section aria-labelledby="inschrijven" className="my-6 rounded bg-main-50 p-4 text-cool-900">
      <h2 id="inschrijven" className="mb-2 text-lg font-semibold">
        {t('registration')}
      </h2>
      <p>{t('registrationText')}</p>
      <p className="my-2 font-semibold">
        {!places.open ? registrations('closed') : places.left === null ? registrations('open') : registrations('places', { left: places.left })}
      </p>
      <Link href={`${paths.registration(slug)}#inschrijven`} className="text-cool-900">
        {t('toRegistrations')}
      </Link>
    </section>
  );
}
