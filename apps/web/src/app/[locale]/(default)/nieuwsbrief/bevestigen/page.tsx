import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/i18n/params';
import { confirm } from '@/features/newsletter/actions';
import { NewsletterTokenPage } from '@/features/newsletter/token-page';

type Props = PageProps<'/[locale]/nieuwsbrief/bevestigen'>;

// The token is a query parameter of a mailed link: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations('newsletter');
  // A page per mailed link: not for search engines.
  return { title: t('confirmTitle'), robots: { index: false, follow: false } };
}

export default async function ConfirmNewsletterPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const { token } = await searchParams;
  if (typeof token !== 'string' || token === '') notFound();
  const t = await getTranslations('newsletter');
  return <NewsletterTokenPage locale={locale} token={token} path="/nieuwsbrief/bevestigen" title={t('confirmTitle')} intro={t('confirmIntro')} button={t('confirmButton')} action={confirm} />;
}
