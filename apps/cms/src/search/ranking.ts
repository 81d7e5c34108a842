import type { Bucket } from './buckets';

/** One bucket's hits in one tier, in the bucket's own order: at most `limit` of them. */
export type Fetch = (bucket: Bucket, tier: number, limit: number) => number[];

/**
 * The ids of the first `need` hits in rank order, read from streams that each stop at a limit:
 * tier by tier (each tier holds the one before it: title stems, title words, all text), within a
 * tier group by group, and the buckets of a group merged by `key`, lowest first.
 *
 * A tier is read only once every tier before it is used up, so all of its hits that are already
 * ranked are known: they are skipped, and each bucket is asked for that many more.
 */
export function rankedIds(buckets: Bucket[], tiers: number, need: number, fetch: Fetch, key: (bucket: Bucket, id: number) => number): number[] {
  const ranked: number[] = [];
  const seen = new Set<number>();
  const seenIn = new Map<Bucket, number>();
  const groups = [...new Set(buckets.map((bucket) => bucket.group))].sort((a, b) => a - b);
  for (let tier = 0; tier < tiers; tier++) {
    for (const group of groups) {
      const wanted = need - ranked.length;
      if (wanted <= 0) return ranked;
      const candidates: { id: number; key: number; bucket: Bucket }[] = [];
      for (const bucket of buckets.filter((candidate) => candidate.group === group)) {
        for (const id of fetch(bucket, tier, wanted + (seenIn.get(bucket) ?? 0))) {
          if (!seen.has(id)) candidates.push({ id, key: key(bucket, id), bucket });
        }
      }
      candidates.sort((a, b) => a.key - b.key);
      for (const { id, bucket } of candidates.slice(0, wanted)) {
        ranked.push(id);
        seen.add(id);
        seenIn.set(bucket, (seenIn.get(bucket) ?? 0) + 1);
      }
    }
  }
  return ranked;
}
