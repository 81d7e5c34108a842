import type { ComponentProps } from 'react';
import NextLink from 'next/link';
import { getLocale } from 'next-intl/server';
import { isLocale, type Locale, localisedPath } from '@standplaats/shared';
import { DelayedLink } from './delayed-link.client';

type Props = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: string; locale?: Locale };

/**
 * next/link with a site path (Dutch segments, no language prefix) turned into the page's language.
 * A server component: next-intl's own Link is a client one and would ship its runtime to the browser.
 */
export async function Link({ href, locale, prefetch, ...rest }: Props) {
  const language = locale ?? (await getLocale());
  const internal = href.startsWith('/') && !href.startsWith('//');
  const target = internal && isLocale(language) ? localisedPath(language, href) : href;
  // Unless the link says otherwise, its prefetch waits a second after load and skips slow or
  // data-saving connections (components/app/use-delayed-prefetch.ts); next/link's starts at once.
  if (internal && prefetch === undefined) return <DelayedLink href={target} {...rest} />;
  return <NextLink href={target} prefetch={prefetch} {...rest} />;
}
