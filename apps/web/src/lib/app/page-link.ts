/**
 * The link to a page of this site that a click follows in this tab, among the links `selector`
 * matches: a plain left click (a modifier opens a tab or a window), no other target, no download,
 * the same origin. Another place on the current page is left to the browser, which scrolls to it.
 */
export function pageLink(event: MouseEvent, selector: string): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest(selector) : null;
  if (!(link instanceof HTMLAnchorElement) || !link.hasAttribute('href') || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  if (link.origin !== location.origin) return null;
  if (link.hash && link.pathname === location.pathname && link.search === location.search) return null;
  return link;
}
