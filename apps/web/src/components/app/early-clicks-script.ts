import { LATER_ATTRIBUTE, type EarlyClick } from './early-clicks';

/**
 * Remembers the last button tapped before the page's code is alive (early-clicks.ts says why).
 * It runs as the document's inline script, before React listens; once React does (its marker on
 * the document), React replays a click itself, and only a deferred island's markup is remembered.
 * Exported for its test: the page gets it as text, by `EARLY_CLICKS_SCRIPT`.
 */
export function captureEarlyClicks(later: string) {
  const early: EarlyClick = {};
  globalThis.__earlyClick = early;
  const reactListens = () => Object.keys(document).some((key) => key.startsWith('_reactListening'));
  addEventListener(
    'click',
    (event) => {
      if (early.done || !(event.target instanceof Element)) return;
      // A deferred island's markup is replaced by the island: a choice made in it is made again there.
      const inIsland = event.target.closest(`[${later}]`) !== null;
      const control = event.target.closest(inIsland ? 'button, input, select, [role="button"]' : 'button, [role="button"]');
      if (!control || (control as HTMLButtonElement).disabled) return;
      // A submit or reset button does its own work without code; a choice in a form comes over to
      // the island with the form's values (deferred-island.client.tsx).
      const { form, type } = control as HTMLButtonElement;
      if (form && (['submit', 'reset', 'image'].includes(type) || ['INPUT', 'SELECT'].includes(control.tagName))) return;
      if (reactListens() && !inIsland) return;
      early.control = control;
    },
    true,
  );
}

/** The inline script's text. */
export const EARLY_CLICKS_SCRIPT = `(${captureEarlyClicks.toString()})(${JSON.stringify(LATER_ATTRIBUTE)})`;
