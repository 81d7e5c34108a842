import { defaultLocale, locales, sitemapTypes, type Locale, type SitemapType } from '@standplaats/shared';
import { listSitemapEntries } from '@/lib/cms/sitemap-entries';
import { paths, pathsPerLanguage } from '@/lib/paths';
import { absoluteUrl } from '@/lib/seo/metadata';
import type { SitemapAlternate, SitemapUrl } from '@/lib/seo/sitemap-xml';
import { documentsPerPart, type PartName } from '@/lib/seo/sitemap-part-names';

/** Pages whose URL does not depend on content, in every language. */
// Theme pages (/beurzen, ...) are CMS pages and come with the pages part.
const STATIC_PATHS = ['/', paths.calendar, '/kalender/beursagenda', '/kalender/branche-agenda', paths.registrations, '/magazines', '/explore', '/sitemap', '/livewire', paths.venueFinder, paths.directory, paths.productGuide, paths.vacancies];

type Version = { slug: string; id: number };

// Companies and products are named by their documentId, the same in every language.
const pathsOf: Record<SitemapType, ((version: Version, documentId: string) => string)[]> = {
  articles: [({ slug }) => paths.article(slug)],
  pages: [({ slug }) => paths.page(slug)],
  tags: [({ slug }) => paths.newsTag(slug)],
  authors: [(version) => paths.author(version)],
  magazines: [({ slug }) => paths.magazine(slug)],
  'explore-topics': [({ slug }) => paths.topic(slug)],
  events: [({ slug }) => paths.event(slug)],
  fairs: [({ slug }) => paths.exhibitors(slug), ({ slug }) => paths.floorPlan(slug)],
  venues: [({ slug }) => paths.venue(slug)],
  partners: [(_, documentId) => paths.company(documentId)],
  products: [(_, documentId) => paths.product(documentId)],
  vacancies: [({ slug }) => paths.vacancy(slug)],
};

/** Every part that has URLs: the static pages, then each type split into parts. */
export async function listParts(): Promise<PartName[]> {
  const types = Object.keys(sitemapTypes) as SitemapType[];
  const totals = await Promise.all(types.map(async (type) => (await listSitemapEntries(type, 1, 1)).total));
  const parts: PartName[] = [{ type: 'static', number: 1 }];
  types.forEach((type, i) => {
    for (let number = 1; number <= Math.ceil(totals[i]! / documentsPerPart(type)); number++) parts.push({ type, number });
  });
  return parts;
}

/** One URL per language version, each listing all versions as hreflang alternates. */
function urlsOf(versions: Partial<Record<Locale, string>>, lastmod?: string): SitemapUrl[] {
  const present = locales.filter((locale) => versions[locale]);
  const alternates: SitemapAlternate[] = present.map((locale) => ({ hreflang: locale, href: absoluteUrl(locale, versions[locale]!) }));
  if (versions[defaultLocale]) alternates.push({ hreflang: 'x-default', href: absoluteUrl(defaultLocale, versions[defaultLocale]) });
  return present.map((locale) => ({ loc: absoluteUrl(locale, versions[locale]!), lastmod, alternates: present.length > 1 ? alternates : undefined }));
}

/** The URLs of one part; null when the part does not exist. */
export async function partUrls({ type, number }: PartName): Promise<SitemapUrl[] | null> {
  if (type === 'static') {
    return number === 1 ? STATIC_PATHS.flatMap((path) => urlsOf(Object.fromEntries(locales.map((l) => [l, path])))) : null;
  }
  const { entries } = await listSitemapEntries(type, number, documentsPerPart(type));
  if (entries.length === 0) return null;
  return entries.flatMap((entry) => pathsOf[type].flatMap((pathOf) => urlsOf(pathsPerLanguage(entry.versions, (version) => pathOf(version, entry.documentId)), entry.updatedAt)));
}
