import { cacheTags } from '@standplaats/shared';

/** Revalidation safety net: tags do the real work when the CMS calls /api/revalidate. */
export const REVALIDATE_SECONDS = 300;

export const tagsFor = (type: string, documentId?: string) =>
  documentId ? [cacheTags.type(type), cacheTags.document(type, documentId)] : [cacheTags.type(type)];
