import type { Locale } from '@standplaats/shared';
import { routeLocale } from '@/i18n/params';
import { isSlug } from '@/lib/cms/strapi';
import { pathsPerLanguage } from '@/lib/paths';
import { LanguageSwitch } from '@/components/layout/language-switch';

type Localised = { locale: Locale; slug: string; slugs: Partial<Record<Locale, string>> };

/**
 * The `@languages` slot of a page of a document found by slug: the switch goes where the page's
 * hreflang goes, by the same memoised read as the page. It never moves the visitor itself: where
 * the slug is another language's, the page moves (lib/localised-document.ts), keeping what the
 * slot does not see, such as the page's query string.
 */
export const switchBySlug = <T extends Localised>(get: (slug: string, locale: Locale) => Promise<T | null>, path: (slug: string) => string) =>
  async function Languages({ params }: { params: Promise<{ locale: string; slug: string }> }) {
    const locale = await routeLocale(params);
    const { slug } = await params;
    const document = isSlug(slug) ? await get(slug, locale) : null;
    return <LanguageSwitch here={path(slug)} paths={document ? pathsPerLanguage(document.slugs, path) : undefined} />;
  };
