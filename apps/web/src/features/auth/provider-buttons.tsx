import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { localisedPath } from '@standplaats/shared';
import { env } from '@/lib/env';

const NAMES: Record<string, string> = { sso: 'single sign-on', github: 'GitHub', google: 'Google', linkedin: 'LinkedIn', microsoft: 'Microsoft', facebook: 'Facebook', apple: 'Apple' };
export const providerName = (provider: string) => NAMES[provider] ?? provider.charAt(0).toUpperCase() + provider.slice(1);

/** Log-in through the providers the CMS is configured for (AUTH_PROVIDERS); nothing when there are none. */
export async function ProviderButtons({ locale, target }: { locale: Locale; target: string }) {
  if (env.AUTH_PROVIDERS.length === 0) return null;
  const t = await getTranslations('auth.login');
  return (
    <section aria-labelledby="andere-diensten" className="mt-6">
      <h2 id="andere-diensten" className="mb-2 font-semibold">
        {t('providers')}
      </h2>
      <ul className="flex flex-col gap-2">
        {env.AUTH_PROVIDERS.map((provider) => (
          <li key={provider}>
            {/* A plain link: the route leaves the site for the provider, no client-side navigation. */}
            <a
              href={`${localisedPath(locale, '/auth/connect')}?${new URLSearchParams({ provider, ...(target ? { redirect: target } : {}) })}`}
              className="flex min-h-11 items-center justify-center rounded border border-cool-500 px-4 text-center font-semibold hover:bg-main-100 dark:hover:bg-cool-800"
            >
              {t('provider', { provider: providerName(provider) })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
