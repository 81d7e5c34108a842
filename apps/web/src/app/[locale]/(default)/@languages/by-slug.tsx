import type { Locale } from '@standplaats/shared';
import { routeLocale } from '@/i18n/params';
import { findLocalised } from '@/lib/localised-document';
import { pathsPerLanguage } from '@/lib/paths';
import { LanguageSwitch } from '@/components/layout/language-switch';

type Localised = { locale: Locale; slug: string; slugs: Partial<Record<Locale, string>> };

/**
 * The `@languages` slot of a page of a document found by slug: the switch goes where the page's
 * hreflang goes, by the same memoised read as the page.
 */
export const switchBySlug = <T extends Localised>(get: (slug: string, locale: Locale) => Promise<T | null>, path: (slug: string) => string) =>
  async function Languages({ params }: { params: Promise<{ locale: string; slug: string }> }) {
    const locale = await routeLocale(params);
    const { slug } = await params;
    const document = await findLocalised(get, slug, locale, path);
    return <LanguageSwitch here={path(slug)} paths={document ? pathsPerLanguage(document.slugs, path) : undefined} />;
  };
