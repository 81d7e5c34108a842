/**
 * A tap that comes before the page's code, on a phone's first seconds: the menu button, a
 * gallery's thumbnail, the colour mode switch. The server's markup shows these buttons at once,
 * but they do nothing until React has hydrated the page (or, in a deferred island, until the
 * island's code is there), so the tap would be lost. The document's first inline script (see
 * early-clicks-script.ts) remembers the last such button; once the page is alive, it is clicked
 * for the visitor, once. On a deferred island's markup that click is the island's like any other
 * before its code: it is clicked again on the island's own button once that is there. From the
 * moment React listens, it replays a click itself, except on a deferred island's markup, which
 * React leaves alone.
 *
 * Only buttons that do nothing without code are remembered: a link follows itself, a checkbox
 * ticks itself and a form's submit button sends its form, all without JavaScript. In a deferred
 * island's markup a choice (a radio, a checkbox) outside a form is remembered too: the island
 * replaces that markup when it comes alive, so the choice is made again on the island's own. A
 * choice in a form comes over with the form's values instead.
 */

/** The attribute on a deferred island's server markup while its code is not there. */
export const LATER_ATTRIBUTE = 'data-later';

/** What the inline script remembers, on `self.__earlyClick`; `done` once the page is alive. */
export type EarlyClick = { control?: Element; done?: boolean };

declare global {
  var __earlyClick: EarlyClick | undefined;
}

/** Once the page is alive: stops remembering, and clicks the remembered button if it is still on the page. */
export function replayEarlyClick() {
  const early = globalThis.__earlyClick;
  if (!early || early.done) return;
  early.done = true;
  const { control } = early;
  early.control = undefined;
  if (control instanceof HTMLElement && control.isConnected) control.click();
}
