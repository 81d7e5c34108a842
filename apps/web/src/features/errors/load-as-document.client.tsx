'use client';

import { useEffect } from 'react';

/**
 * Loads the address as a document, where a client-side navigation ended on a page the server renders
 * better as a whole (a 404 in the site's frame). Not when the document is already that address: the
 * server's answer stands, and a page cannot reload itself in a loop. Renders nothing.
 */
export function LoadAsDocument() {
  useEffect(() => {
    const [loaded] = performance.getEntriesByType('navigation');
    if (loaded && withoutFragment(loaded.name) !== withoutFragment(window.location.href)) window.location.reload();
  }, []);
  return null;
}

const withoutFragment = (url: string) => url.split('#')[0];
