import { cacheTags } from '@standplaats/shared';

/** Revalidation safety net: tags do the real work when the CMS calls /api/revalidate. */
export const REVALIDATE_SECONDS = 300;

/**
 * The types whose documents the CMS embeds in another type's answers (its `populate.ts`): an
 * article carries its author's name, an event its venue and organiser. A change to one of them
 * must expire the reads of the other too, or the old name stays for REVALIDATE_SECONDS.
 * `tags.test.ts` holds this to the CMS's populate files.
 */
export const EMBEDDED_TYPES: Readonly<Record<string, readonly string[]>> = {
  article: ['author', 'tag'],
  event: ['venue', 'partner'],
  vacancy: ['partner'],
  product: ['partner'],
  page: ['article', 'event', 'partner'],
  'explore-topic': ['article', 'event', 'partner'],
};

/**
 * The tags of a read of `type`: the type, the document when the read names one, and the types
 * its answer embeds.
 */
export const tagsFor = (type: string, documentId?: string) => [
  cacheTags.type(type),
  ...(documentId ? [cacheTags.document(type, documentId)] : []),
  ...(EMBEDDED_TYPES[type] ?? []).map(cacheTags.type),
];
