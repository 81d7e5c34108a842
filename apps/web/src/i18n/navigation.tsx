import type { ComponentProps } from 'react';
import { useLocale } from 'next-intl';
import { isLocale, type Locale, localisedPath } from '@standplaats/shared';
import { notPrefetched, siteLink } from './site-link';

type Props = Omit<ComponentProps<'a'>, 'href'> & {
  /** A site path (Dutch segments, no language prefix), or an address elsewhere. */
  href: string;
  locale?: Locale;
  /** `false` for a page whose every request counts: it is followed by the router, never prefetched. */
  prefetch?: false;
};

/**
 * A link, with a site path turned into the page's language. A link within the site is followed by
 * the app router (components/app/link-navigation.client.tsx) and prefetched a second after load
 * (components/app/use-delayed-prefetch.ts); it is plain markup, so no link ships code of its own.
 * A server component: next-intl's own Link is a client one and would ship its runtime to the browser.
 * Not an async one, so a link is written into its parent's row of the payload, not into one of its own.
 */
export function Link({ href, locale, prefetch, ...rest }: Props) {
  const pageLocale = useLocale();
  // An attribute given as undefined (aria-current on all but one) is left out, not written into the payload.
  const attributes = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  const internal = href.startsWith('/') && !href.startsWith('//');
  if (!internal) return <a href={href} {...attributes} />;
  const language = locale ?? pageLocale;
  const target = isLocale(language) ? localisedPath(language, href) : href;
  return <a href={target} {...siteLink} {...(prefetch === false && notPrefetched)} {...attributes} />;
}
