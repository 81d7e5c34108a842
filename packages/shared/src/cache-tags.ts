/** Cache-tag names shared by the site's readers and the CMS's revalidation calls. */
export const cacheTags = {
  /** Every document of a content type, e.g. `article`. */
  type: (type: string) => type,
  /** One document, e.g. `article:abc123`. */
  document: (type: string, documentId: string) => `${type}:${documentId}`,
} as const;
