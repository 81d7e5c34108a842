/**
 * The site's server keeps a note for each request (apps/web/server/noted-status.mjs): a status
 * noted here turns the page's or form's 2xx into it, so a page or a server action can answer 429
 * or 400 while it shows its own message (Next lets them choose no status but 404). Symbol.for
 * names one slot for every copy of this module and for the server; without that server (`next
 * dev`) nothing is noted.
 */
const NOTES = Symbol.for('standplaats.request.notedStatus');

type Note = { status?: number; retryAfter?: number };

/** How long a visitor past a one-minute limit is asked to wait, when nobody said otherwise. */
export const LIMIT_RETRY_AFTER_SECONDS = 60;

/** Answers this request with `status` (and Retry-After, when given) instead of a success. */
export function noteAnswerStatus(status: number, retryAfter?: number) {
  const note = ((globalThis as Record<symbol, unknown>)[NOTES] as { getStore(): Note | undefined } | undefined)?.getStore();
  if (note) Object.assign(note, { status, retryAfter });
}
