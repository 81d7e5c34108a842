'use client';

import { useEffect } from 'react';
import { afterLoadIdle } from '@/lib/app/idle';
import { favouriteButtonsOf } from './favourite-button';

/** The visitor's first scroll (the page's or a plan's frame), key or touch on the page. */
const FIRST_USE = ['scroll', 'keydown', 'pointerdown'] as const;
const listening = { capture: true, passive: true } as const;

/**
 * Runs the page's favourite buttons of one fair (favourite-buttons.ts). Their code and the
 * favourites' store load once the page has loaded and the browser is idle, when a button's place
 * is on the screen or the visitor first scrolls, types or touches: a page nobody has touched yet
 * whose stands are further down (a company's, a fair's list on a phone) spends its first load on
 * what is in sight. The buttons are hidden until their code runs, so it is their places that are
 * watched. Rendered beside the buttons with a key per list, so a new list's buttons are found.
 * Renders nothing.
 */
export function FavouriteButtons({ event }: { event: string }) {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let started = false;
    let stopped = false;
    let sight: IntersectionObserver | undefined;
    const quiet = () => {
      sight?.disconnect();
      for (const name of FIRST_USE) removeEventListener(name, run, listening);
    };
    function run() {
      if (started) return;
      started = true;
      quiet();
      void import('./favourite-buttons').then(({ runFavouriteButtons }) => {
        if (!stopped) stop = runFavouriteButtons(event);
      });
    }
    const cancel = afterLoadIdle(() => {
      const places = [...document.querySelectorAll(favouriteButtonsOf(event))].flatMap((button) => button.parentElement ?? []);
      if (places.length === 0) return;
      if (!('IntersectionObserver' in window)) return run();
      sight = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) run();
      });
      for (const place of places) sight.observe(place);
      for (const name of FIRST_USE) addEventListener(name, run, listening);
    });
    return () => {
      stopped = true;
      cancel();
      quiet();
      stop?.();
    };
  }, [event]);
  return null;
}
