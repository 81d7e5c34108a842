'use client';

import { useEffect } from 'react';
import { afterLoadIdle } from '@/lib/app/idle';

/**
 * Runs the page's favourite buttons of one fair (favourite-buttons.ts), whose code and the
 * favourites' store load once the page has loaded and the browser is idle: the buttons are hidden
 * until then. Rendered beside the buttons with a key per list, so a new list's buttons are found.
 * Renders nothing.
 */
export function FavouriteButtons({ event }: { event: string }) {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    const cancel = afterLoadIdle(() => {
      void import('./favourite-buttons').then(({ runFavouriteButtons }) => {
        if (!stopped) stop = runFavouriteButtons(event);
      });
    });
    return () => {
      stopped = true;
      cancel();
      stop?.();
    };
  }, [event]);
  return null;
}
