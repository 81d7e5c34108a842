import { notFound, permanentRedirect } from 'next/navigation';
import type { Locale } from '@standplaats/shared';
import { localisedPath } from '@standplaats/shared';
import { findCompanyByRowId, getCompany, type Company } from '@/lib/cms/companies';
import { numericId } from '@/lib/cms/strapi';

/**
 * The company a directory URL names; a 404 for an unknown or malformed id. A row id (how links
 * named companies before the directory existed) redirects to the documentId URL at `toPath`.
 */
export async function findCompany(id: string, locale: Locale, toPath: (documentId: string) => string): Promise<Company> {
  const rowId = numericId(id);
  if (rowId !== null) {
    const documentId = await findCompanyByRowId(rowId, locale);
    if (documentId) permanentRedirect(localisedPath(locale, toPath(documentId)));
    notFound();
  }
  const company = await getCompany(id, locale);
  if (!company) notFound();
  return company;
}
