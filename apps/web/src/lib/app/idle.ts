/** Spec section 9: where the browser has no requestIdleCallback (Safari), idle is a 1 ms timeout. */
export const IDLE_FALLBACK_MS = 1;

type Cancel = () => void;

/** Calls `start` once the page has loaded (at once if it has); what it returns cancels the wait or what `start` began. */
export function afterLoad(start: () => Cancel): Cancel {
  let cancel: Cancel = () => window.removeEventListener('load', run);
  function run() {
    cancel = start();
  }
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => cancel();
}

/** Runs `task` once the page has loaded and the browser is idle; returns a function that cancels it. */
export function afterLoadIdle(task: () => void): Cancel {
  return afterLoad(() => {
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(task);
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(task, IDLE_FALLBACK_MS);
    return () => clearTimeout(timer);
  });
}
