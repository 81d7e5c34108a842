/** Cache-tag names shared by the site's readers and the CMS's revalidation calls. */
export const cacheTags = {
  /** Every document of a content type, e.g. `article`: what lists hang on. */
  type: (type: string) => type,
  /** One document, e.g. `article:abc123`. */
  document: (type: string, documentId: string) => `${type}:${documentId}`,
  /** A read by slug, e.g. `article:slug:beurs-2026`: it cannot name the document before it has it. */
  slug: (type: string, slug: string) => `${type}:slug:${slug}`,
  /** The documents filed under a news tag, e.g. `article:tag:beurzen`: a tag's list, related articles. */
  taggedWith: (type: string, tagSlug: string) => `${type}:tag:${tagSlug}`,
} as const;

/**
 * The CMS's call to the site's `/api/revalidate` after a write: the type, the document, and every
 * slug and news tag the document had before or has after it.
 */
export type RevalidationBody = { type: string; documentId?: string; slugs?: string[]; newsTags?: string[] };
