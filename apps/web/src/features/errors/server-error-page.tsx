import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localisedPath, type Locale } from '@standplaats/shared';
import { primaryButton } from '@/components/ui/button-styles';
import { SiteFrame } from '@/features/frame/site-frame';

export const serverErrorMetadata: Metadata = { robots: { index: false } };

/**
 * The error screen of spec section 2 as a whole page in the site's frame: what the site's server
 * answers a person when a page failed (500) or could not reach the CMS (503), readable without
 * JavaScript. Its button is a link home, which needs no script either.
 */
export async function ServerErrorPage({ locale, status }: { locale: Locale; status: number }) {
  const t = await getTranslations('error');
  return (
    <SiteFrame>
      <div role="alert" className="mx-auto max-w-2xl py-12">
        <h1 className="mb-4 text-3xl font-extrabold">{t('title')}</h1>
        <p className="mb-6">{status === 503 ? t('unavailable') : t('failed')}</p>
        <a href={localisedPath(locale, '/')} role="button" className={primaryButton}>
          {t('backHome')}
        </a>
      </div>
    </SiteFrame>
  );
}
