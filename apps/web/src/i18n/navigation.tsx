import type { ComponentProps } from 'react';
import NextLink from 'next/link';
import { getLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@standplaats/shared';
import { localisedPath } from '@/lib/seo/alternates';

type Props = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: string; locale?: Locale };

/**
 * next/link with a site path (Dutch segments, no language prefix) turned into the page's language.
 * A server component: next-intl's own Link is a client one and would ship its runtime to the browser.
 */
export async function Link({ href, locale, ...rest }: Props) {
  const language = locale ?? (await getLocale());
  const internal = href.startsWith('/') && !href.startsWith('//');
  return <NextLink href={internal && isLocale(language) ? localisedPath(language, href) : href} {...rest} />;
}
