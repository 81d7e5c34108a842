import type { SearchStore } from './store';

/** Edit distance with transpositions (optimal string alignment): "beusr" is one step from "beurs". */
export function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
  }
  return rows[a.length]![b.length]!;
}

/**
 * How far a word may be from the one typed for it, as Elasticsearch's AUTO fuzziness has it: one
 * edit in a word of up to five letters, two in a longer one ("alert" is not "almere").
 */
const editsAllowed = (word: string) => (word.length <= 5 ? 1 : 2);

/**
 * The query with each word the index does not hold replaced by the closest word it does hold (the
 * most frequent among equals), or null when every word is known or nothing is close. Candidates
 * share the word's first letter, so one lookup per word stays small on a large index.
 */
export async function didYouMean(store: SearchStore, queryWords: string[]): Promise<string | null> {
  let changed = false;
  const result: string[] = [];
  for (const word of queryWords) {
    if (word.length < 3 || /\d/.test(word)) {
      result.push(word);
      continue;
    }
    const known = await store.vocabulary(word[0]!);
    if (known.some((entry) => entry.word === word)) {
      result.push(word);
      continue;
    }
    const limit = editsAllowed(word);
    let best: { word: string; docs: number; distance: number } | null = null;
    for (const entry of known) {
      if (/\d/.test(entry.word)) continue;
      const d = distance(word, entry.word, limit);
      if (d > limit) continue;
      if (!best || d < best.distance || (d === best.distance && entry.docs > best.docs)) best = { ...entry, distance: d };
    }
    if (best) changed = true;
    result.push(best?.word ?? word);
  }
  return changed ? result.join(' ') : null;
}
