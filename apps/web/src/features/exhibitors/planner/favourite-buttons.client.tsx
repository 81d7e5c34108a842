'use client';

import { useEffect } from 'react';
import { sameStand } from '@standplaats/shared';
import { toggleFavourite, useFavourites } from '@/lib/planner/favourites';

const buttonsOf = (event: string) => `button[data-favourite][data-event="${CSS.escape(event)}"]`;

/**
 * Runs the page's favourite buttons (favourite-button.tsx) of one fair: shows them, says which
 * stands are saved, and saves or lets go on a click; a save counts for the industry dashboard.
 * Rendered beside the buttons with a key per list, so a new list's buttons are found. Renders nothing.
 */
export function FavouriteButtons({ event }: { event: string }) {
  const favourites = useFavourites(event);

  useEffect(() => {
    if (favourites === null) return;
    for (const button of document.querySelectorAll<HTMLButtonElement>(buttonsOf(event))) {
      button.hidden = false;
      button.setAttribute('aria-pressed', String(favourites.some((stand) => sameStand(stand, button.dataset.favourite ?? ''))));
    }
  }, [event, favourites]);

  useEffect(() => {
    function onClick(click: MouseEvent) {
      const button = (click.target as Element | null)?.closest?.<HTMLButtonElement>(buttonsOf(event));
      if (!button?.dataset.favourite) return;
      const saved = toggleFavourite(event, button.dataset.favourite);
      const exhibitor = button.dataset.exhibitor;
      // The tracker's code is asked for on the click (the idle islands have usually loaded it by then), not with the page.
      if (saved && exhibitor) void import('@/lib/analytics/tracker').then(({ track }) => track('Favourite', { item: { type: 'exhibitor', id: exhibitor } }));
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [event]);

  return null;
}
