import type { Metadata } from 'next';
import { localisedPath, type Locale } from '@standplaats/shared';
import { env } from '@/lib/env';
import type { Media } from '@/lib/cms/media';
import { pageHref } from '@/lib/paths';
import { alternates } from './alternates';

/** An absolute URL on this site for a Dutch-segment path in a language. */
export const absoluteUrl = (locale: Locale, path: string) => new URL(localisedPath(locale, path), env.SITE_URL).toString();

/** An absolute URL for a site-relative or absolute media URL. */
export const absoluteMediaUrl = (src: string) => new URL(src, env.SITE_URL).toString();

type PageMeta = {
  locale: Locale;
  title: string;
  description?: string;
  /** The page's path in each language that has a version of it. */
  paths: Partial<Record<Locale, string>>;
  /** The page of a paginated list: later pages are their own canonical, in their language only. */
  page?: number;
  image?: Media | null;
  type?: 'website' | 'article' | 'profile';
  publishedTime?: string;
  modifiedTime?: string;
  /** Feeds a page offers, as <link rel="alternate"> in its head. */
  feeds?: { title: string; rss: string; atom: string };
};

/** Title, description, canonical, hreflang, Open Graph and Twitter card of a page. */
export function pageMetadata(meta: PageMeta): Metadata {
  const images = meta.image
    ? [{ url: absoluteMediaUrl(meta.image.src), width: meta.image.width, height: meta.image.height, alt: meta.image.alt }]
    : undefined;
  const own = meta.paths[meta.locale];
  const paths = meta.page && meta.page > 1 && own ? { [meta.locale]: pageHref(own, meta.page) } : meta.paths;
  const alternateLinks = alternates(meta.locale, paths);
  return {
    title: meta.title,
    description: meta.description || undefined,
    alternates: {
      ...alternateLinks,
      ...(meta.feeds && {
        types: {
          'application/rss+xml': [{ url: localisedPath(meta.locale, meta.feeds.rss), title: meta.feeds.title }],
          'application/atom+xml': [{ url: localisedPath(meta.locale, meta.feeds.atom), title: meta.feeds.title }],
        },
      }),
    },
    openGraph: {
      type: meta.type ?? 'website',
      // Next replaces the layout's Open Graph object instead of merging it.
      siteName: 'Standplaats',
      locale: meta.locale === 'en' ? 'en_US' : 'nl_NL',
      title: meta.title,
      description: meta.description || undefined,
      url: alternateLinks?.canonical ? String(alternateLinks.canonical) : undefined,
      images,
      ...(meta.type === 'article' && { publishedTime: meta.publishedTime, modifiedTime: meta.modifiedTime }),
    },
    twitter: { card: images ? 'summary_large_image' : 'summary', title: meta.title, description: meta.description || undefined, images: images?.map((image) => image.url) },
  };
}
