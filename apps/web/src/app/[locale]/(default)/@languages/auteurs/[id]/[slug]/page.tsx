import { routeLocale } from '@/i18n/params';
import { getAuthor } from '@/lib/cms/authors';
import { numericId } from '@/lib/cms/strapi';
import { findInLanguage } from '@/lib/localised-document';
import { paths, pathsPerLanguage } from '@/lib/paths';
import { LanguageSwitch } from '@/components/layout/language-switch';

/** The author page's language switch: where its hreflang goes (authors are found by id, not slug). */
export default async function AuthorLanguages({ params }: PageProps<'/[locale]/auteurs/[id]/[slug]'>) {
  const locale = await routeLocale(params);
  const { id: rawId, slug } = await params;
  const id = numericId(rawId);
  const author = id === null ? null : await findInLanguage(getAuthor, id, locale, (found) => found.versions, paths.author);
  return <LanguageSwitch here={id === null ? undefined : paths.author({ id, slug })} paths={author ? pathsPerLanguage(author.versions, paths.author) : undefined} />;
}
