import { z } from 'zod';
import { cacheTags, type ContentType, type RevalidationBody } from '@standplaats/shared';

/** Revalidation safety net: tags do the real work when the CMS calls /api/revalidate. */
export const REVALIDATE_SECONDS = 300;

/** Next.js drops a longer tag from a fetch (NEXT_CACHE_TAG_MAX_LENGTH). */
const MAX_TAG_LENGTH = 256;

/**
 * The types whose documents the CMS embeds in another type's answers (its `populate.ts`): an
 * article carries its author's name, an event its venue and organiser. A change to one of them
 * must expire the reads of the other too, or the old name stays for REVALIDATE_SECONDS.
 * `tags.test.ts` holds this to the CMS's populate files.
 */
export const EMBEDDED_TYPES: Readonly<Partial<Record<ContentType, readonly ContentType[]>>> = {
  article: ['author', 'tag'],
  event: ['venue', 'partner'],
  exhibitor: ['partner', 'product', 'event'],
  vacancy: ['partner'],
  product: ['partner'],
  page: ['article', 'event', 'partner'],
  'explore-topic': ['article', 'event', 'partner'],
};

/** What a read of one type is narrowed to: one document (by documentId or slug), or news tags. */
export type ReadKey = { documentId: string } | { slug: string } | { newsTags: string[] };

function ownTags(type: ContentType, key: ReadKey | undefined): string[] {
  if (!key) return [cacheTags.type(type)];
  if ('documentId' in key) return [cacheTags.document(type, key.documentId)];
  const tags = 'slug' in key ? [cacheTags.slug(type, key.slug)] : key.newsTags.map((slug) => cacheTags.taggedWith(type, slug));
  // A slug too long for a tag of its own hangs on the whole type, which every write expires.
  return tags.length > 0 && tags.every((tag) => tag.length <= MAX_TAG_LENGTH) ? tags : [cacheTags.type(type)];
}

/**
 * The tags of a read of `type`. A list hangs on the whole type; a read of one document (or of the
 * documents under some news tags) on those alone, so another document's write leaves it cached.
 * Both hang on the types the answer embeds.
 */
export const tagsFor = (type: ContentType, key?: ReadKey) => [...ownTags(type, key), ...(EMBEDDED_TYPES[type] ?? []).map(cacheTags.type)];

/** The types whose documents the CMS's site search finds (its `search/sources.ts`; `tags.test.ts` holds this to it). */
export const SEARCHED_TYPES: readonly ContentType[] = ['article', 'event', 'vacancy', 'partner', 'product', 'venue', 'magazine', 'page', 'exhibitor'];

/** The tags of a read of search results: a write to any searched type, or to what they embed, can change them. */
export const searchTags = () => [...new Set(SEARCHED_TYPES.flatMap((type) => tagsFor(type)))];

const slugList = z.array(z.string().min(1).max(255)).max(1000);

/** What the CMS sends to /api/revalidate after a write (any of its types, not only those the site reads). */
export const revalidationSchema = z.object({
  type: z.string().regex(/^[a-z][a-z0-9-]*$/),
  documentId: z.string().regex(/^[a-z0-9]+$/).optional(),
  slugs: slugList.optional(),
  newsTags: slugList.optional(),
}) satisfies z.ZodType<RevalidationBody>;

/** The tags a write expires: its type's lists, and the reads of its document by id, slug or news tag. */
export const expiredTags = ({ type, documentId, slugs = [], newsTags = [] }: z.infer<typeof revalidationSchema>) => [
  cacheTags.type(type),
  ...(documentId ? [cacheTags.document(type, documentId)] : []),
  ...slugs.map((slug) => cacheTags.slug(type, slug)),
  ...newsTags.map((slug) => cacheTags.taggedWith(type, slug)),
];
