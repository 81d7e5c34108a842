import { fold, stem, type Language } from './normalise';
import type { Term } from './store';

/** A piece of text, marked when it is one of the words searched for. */
export type Segment = { text: string; match: boolean };

const WORD = /[\p{L}\p{N}]+/gu;
const SNIPPET_LENGTH = 220;
const LEAD = 60;

/**
 * Whether a word of a result is one searched for: the same stem, the same word, or its beginning.
 * Each distinct word is judged once (stemming every word of ten bodies took most of a search).
 */
export function matcher(terms: Term[], language: Language) {
  const stems = new Set(terms.map((term) => term.stem));
  const exact = new Set(terms.map((term) => term.word));
  const prefixes = terms.filter((term) => term.prefix).map((term) => term.word);
  const judged = new Map<string, boolean>();
  return (token: string) => {
    let match = judged.get(token);
    if (match === undefined) {
      const folded = fold(token);
      match = exact.has(folded) || prefixes.some((prefix) => folded.startsWith(prefix)) || stems.has(stem(folded, language));
      judged.set(token, match);
    }
    return match;
  };
}

/** `text` cut into plain and matched pieces (plain text: the site escapes it when it renders). */
export function segments(text: string, isMatch: (token: string) => boolean): Segment[] {
  const result: Segment[] = [];
  let last = 0;
  const push = (piece: string, match: boolean) => {
    if (!piece) return;
    const previous = result[result.length - 1];
    if (previous && previous.match === match) previous.text += piece;
    else result.push({ text: piece, match });
  };
  for (const found of text.matchAll(WORD)) {
    if (!isMatch(found[0])) continue;
    push(text.slice(last, found.index), false);
    push(found[0], true);
    last = found.index + found[0].length;
  }
  push(text.slice(last), false);
  return result;
}

/** About 220 characters of `body` around its first matched word, marked. */
export function snippet(body: string, isMatch: (token: string) => boolean): Segment[] {
  let first = 0;
  for (const found of body.matchAll(WORD)) {
    if (isMatch(found[0])) {
      first = found.index;
      break;
    }
  }
  let start = Math.max(0, first - LEAD);
  if (start > 0) start = body.indexOf(' ', start) + 1 || start;
  let end = Math.min(body.length, start + SNIPPET_LENGTH);
  if (end < body.length) end = body.lastIndexOf(' ', end) > start ? body.lastIndexOf(' ', end) : end;
  const window = body.slice(start, end).replace(/\s+/g, ' ').trim();
  const pieces = segments(window, isMatch);
  if (start > 0) pieces.unshift({ text: '… ', match: false });
  if (end < body.length) pieces.push({ text: ' …', match: false });
  return pieces;
}
