import { sameStand } from '@standplaats/shared';
import { readFavourites, subscribeToFavourites, syncWithAccount, toggleFavourite } from '@/lib/planner/favourites';
import { favouriteButtonsOf } from './favourite-button';

/**
 * Runs the page's favourite buttons (favourite-button.tsx) of one fair: shows them, says which
 * stands are saved, and saves or lets go on a click; a save counts for the industry dashboard.
 * Answers the function that stops it.
 */
export function runFavouriteButtons(event: string): () => void {
  function show() {
    const favourites = readFavourites(event);
    for (const button of document.querySelectorAll<HTMLButtonElement>(favouriteButtonsOf(event))) {
      button.hidden = false;
      button.setAttribute('aria-pressed', String(favourites.some((stand) => sameStand(stand, button.dataset.favourite ?? ''))));
    }
  }

  function onClick(click: MouseEvent) {
    const button = (click.target as Element | null)?.closest?.<HTMLButtonElement>(favouriteButtonsOf(event));
    if (!button?.dataset.favourite) return;
    const saved = toggleFavourite(event, button.dataset.favourite);
    const exhibitor = button.dataset.exhibitor;
    // The tracker's code is asked for on the click (the idle islands have usually loaded it by then).
    if (saved && exhibitor) void import('@/features/analytics/tracker.client').then(({ track }) => track('Favourite', { item: { type: 'exhibitor', id: exhibitor } }));
  }

  show();
  syncWithAccount(event);
  const unsubscribe = subscribeToFavourites(show);
  document.addEventListener('click', onClick);
  return () => {
    unsubscribe();
    document.removeEventListener('click', onClick);
  };
}
