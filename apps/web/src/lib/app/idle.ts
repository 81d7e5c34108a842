/** Spec section 9: where the browser has no requestIdleCallback (Safari), idle is a 1 ms timeout. */
export const IDLE_FALLBACK_MS = 1;

/** Runs `task` once the page has loaded and the browser is idle; returns a function that cancels it. */
export function afterLoadIdle(task: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(task);
      cancel = () => cancelIdleCallback(id);
    } else {
      const timer = setTimeout(task, IDLE_FALLBACK_MS);
      cancel = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') idle();
  else {
    window.addEventListener('load', idle, { once: true });
    cancel = () => window.removeEventListener('load', idle);
  }
  return () => cancel();
}
