// The marks of the site's own links, which Link (navigation.tsx) writes: the app router follows
// them (components/app/link-navigation.client.tsx) and prefetches them a second after load
// (components/app/use-delayed-prefetch.ts). Marks, not code: a link ships nothing of its own.

/** Marks a link to a page of the site. */
export const siteLink = { 'data-link': '' } as const;
/** Marks a site link whose page is never prefetched: one whose every request counts, as a search's. */
export const notPrefetched = { 'data-no-prefetch': '' } as const;

export const siteLinks = 'a[data-link]';
export const prefetchedLinks = 'a[data-link]:not([data-no-prefetch])';
