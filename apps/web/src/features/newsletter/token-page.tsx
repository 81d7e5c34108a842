import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ButtonAction, type ButtonActionState } from '@/components/forms/button-action.client';

type TokenPageProps = {
  locale: Locale;
  token: string;
  path: string;
  title: string;
  intro: string;
  button: string;
  action: (locale: string, state: ButtonActionState, formData: FormData) => Promise<ButtonActionState>;
};

/** The page a mailed newsletter link opens: one button that confirms or unsubscribes. */
export async function NewsletterTokenPage({ locale, token, path, title, intro, button, action }: TokenPageProps) {
  const t = await getTranslations('newsletter');
  return (
    <div className="max-w-2xl">
      <Breadcrumbs locale={locale} trail={[{ name: t('title'), path: '/nieuwsbrief' }, { name: title, path }]} />
      <h1 className="mb-2 text-3xl font-extrabold tracking-tight">{title}</h1>
      <p className="mb-6 text-lg">{intro}</p>
      <ButtonAction
        action={action.bind(null, locale)}
        label={button}
        hidden={{ token }}
        failed={
          <Link href="/nieuwsbrief" className="underline">
            {t('signUpAgain')}
          </Link>
        }
      />
    </div>
  );
}
