/**
 * A page or form can answer a status of its own: 429 when its CMS call was refused for going too
 * fast, 400 when a server action was called with arguments its page never sends. Next lets a page
 * or action choose no status but 404, so the search results page said "try again in a minute"
 * with a 200 that browsers, crawlers and scripts read as a result.
 *
 * Each request gets a note of its own (an AsyncLocalStorage, from before Next sees the request);
 * the site's code writes a status into it (src/lib/errors/answer-status.ts; the CMS client does
 * for a 429), and a 2xx written for the request becomes that status, with Retry-After when noted.
 * Importing this module sets it up for every request of the process.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { subscribe } from 'node:diagnostics_channel';
import { rewriteStatus } from './rewrite-status.mjs';

const NOTES = Symbol.for('standplaats.request.notedStatus');

/** Rewrites a 2xx of `response` to the status in `note`, if it holds one. */
export function answerWithNotedStatus(response, note) {
  rewriteStatus(response, (status) => (note.status && status >= 200 && status < 300 ? { status: note.status, retryAfter: note.retryAfter } : null));
}

/** The notes, where the site's code finds them: one slot for every copy of a module, and for the server. */
const notes = (globalThis[NOTES] ??= new AsyncLocalStorage());

// Published just before the server's 'request' event, in the same turn: the note is the store of
// everything the request handler then starts, whichever server or listener it is.
subscribe('http.server.request.start', ({ response }) => {
  const note = {};
  notes.enterWith(note);
  answerWithNotedStatus(response, note);
});
