'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { mergeFavourites } from '@standplaats/shared';
import { track } from '@/lib/analytics/tracker';
import { useFavourites, writeFavourites } from '@/lib/planner/favourites';
import { encodeFavourites, SHARE_PARAM } from '@/lib/planner/share';
import { keepForOffline } from '@/lib/planner/offline';
import { secondaryButton } from '@/components/ui/button-styles';

type Props = {
  /** The fair's documentId. */
  event: string;
  /** The favourites the page's URL carries; null when it carries none (the page then asks this browser). */
  shared: string[] | null;
  /** The exhibitor entries on the route, in order: each counts once a session as put in a route of the fair. */
  stops: string[];
  /** The pages to keep for the hall besides this one (the exhibitor list, every hall's plan). */
  offline: string[];
  printLabel: string;
};

const ROUTED = (event: string) => `standplaats:route:${event}`;

/**
 * The planner's script: the URL shows this browser's favourites (a share link's are added to
 * them), a change made here re-plans the route, a route counts for the exhibitors' dashboard,
 * and the service worker keeps the fair's pages for use without a network. Offers to print.
 */
export function PlannerSync({ event, shared, stops, offline, printLabel }: Props) {
  const router = useRouter();
  const favourites = useFavourites(event);
  const merged = useRef(false);

  useEffect(() => {
    if (favourites === null) return;
    if (!merged.current && shared) {
      merged.current = true;
      const both = mergeFavourites(shared, favourites);
      if (encodeFavourites(both) !== encodeFavourites(favourites)) return writeFavourites(event, both);
    }
    merged.current = true;
    if (encodeFavourites(favourites) === encodeFavourites(shared ?? [])) return;
    const query = new URLSearchParams(location.search);
    if (favourites.length > 0) query.set(SHARE_PARAM, encodeFavourites(favourites));
    else query.delete(SHARE_PARAM);
    router.replace(`${location.pathname}${query.size > 0 ? `?${query}` : ''}`, { scroll: false });
  }, [event, favourites, shared, router]);

  useEffect(() => {
    let counted: string[] = [];
    try {
      counted = sessionStorage.getItem(ROUTED(event))?.split(',') ?? [];
    } catch {
      // Without session storage every showing of a route counts.
    }
    const fresh = stops.filter((id) => !counted.includes(id));
    if (fresh.length === 0) return;
    try {
      sessionStorage.setItem(ROUTED(event), [...counted, ...fresh].join());
    } catch {
      // As above.
    }
    for (const id of fresh) track('Route', { item: { type: 'exhibitor', id } });
  }, [event, stops]);

  // The fair's list and plans are kept once a page load; a changed route keeps its own URL.
  const kept = useRef<string | null>(null);
  useEffect(() => {
    const here = location.pathname + location.search;
    if (kept.current === here) return;
    keepForOffline(kept.current === null ? [here, ...offline] : [here]);
    kept.current = here;
  }, [offline]);

  if (stops.length === 0) return null;
  return (
    <p className="mb-4 print:hidden">
      <button type="button" onClick={() => print()} className={secondaryButton}>
        {printLabel}
      </button>
    </p>
  );
}
