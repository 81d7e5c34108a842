import type { IndexedDocument, SearchType } from './sources';

/**
 * The index's documents fall into buckets by type and, for events and vacancies, by where they
 * stand in time. Buckets give the facets their counts and the results their order (Meilisearch's
 * bucket sort rather than one score): within a tier of textual match, upcoming events come first,
 * then open vacancies, then everything else, newest first, and past events last.
 */
export type Status = 'upcoming' | 'past' | 'open' | 'closed' | null;

export type Bucket = {
  name: string;
  type: SearchType;
  when?: 'upcoming' | 'past';
  /** Results of a lower group come first; within a group, in the bucket's own order. */
  group: number;
};

const everythingElse = (['article', 'company', 'product', 'venue', 'magazine', 'page'] as const).map(
  (type): Bucket => ({ name: type, type, group: 2 }),
);

/** The searchable buckets, in the order their groups rank. Closed vacancies are in none. */
export const BUCKETS: Bucket[] = [
  { name: 'eventupcoming', type: 'event', when: 'upcoming', group: 0 },
  { name: 'vacancy', type: 'vacancy', group: 1 },
  { name: 'exhibitor', type: 'exhibitor', group: 1 },
  ...everythingElse,
  { name: 'eventpast', type: 'event', when: 'past', group: 3 },
];

/** Where a dated document stands at `now`: an event until its end, a vacancy until it closes. */
export function statusAt(document: Pick<IndexedDocument, 'type' | 'until'>, now: number): Status {
  if (document.type === 'event') return document.until === null || document.until >= now ? 'upcoming' : 'past';
  if (document.type === 'vacancy' || document.type === 'exhibitor') return document.until === null || document.until >= now ? 'open' : 'closed';
  return null;
}

/** The bucket of a document in a status; closed vacancies get one that no search asks for. */
export function bucketName(type: SearchType, status: Status): string {
  if (type === 'event') return status === 'past' ? 'eventpast' : 'eventupcoming';
  if (type === 'vacancy' || type === 'exhibitor') return status === 'closed' ? `${type}closed` : type;
  return type;
}

/** The buckets a search reads: all, or those of the type and time the reader chose. */
export const chosenBuckets = (type?: SearchType, when?: 'upcoming' | 'past') =>
  BUCKETS.filter((bucket) => (!type || bucket.type === type) && (!when || bucket.when === when));
