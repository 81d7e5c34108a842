'use client';

import { useEffect } from 'react';
import { FIRST_INTERACTION, type IslandLoad } from '@/components/app/deferred-island.client';
import { afterLoadIdle } from '@/lib/app/idle';
import { favouriteButtonsOf } from './favourite-button';

/**
 * The visitor's first touch, key or scroll (the page's or a plan's frame), or a mouse's first move:
 * the buttons are hidden until their code runs, so a mouse cannot find them by pointing at them.
 */
const FIRST_USE = [...FIRST_INTERACTION, 'pointermove'] as const;
const listening = { capture: true, passive: true } as const;

/**
 * Runs the page's favourite buttons of one fair (favourite-buttons.ts). Their code and the
 * favourites' store load once the page has loaded and the browser is idle, at the visitor's first
 * use of the page, or sooner, with `loadsOn` 'sight' (the default), when a button's place is on the
 * screen: a page nobody has touched yet whose stands are further down (a company's, a fair's list
 * on a phone) spends its first load on what is in sight. A page whose stands are a side note on its
 * first screen (a product's) loads them on 'interaction' alone. A use before the page is idle
 * counts too (a visitor who scrolled while it loaded, and stopped, is not left without stars), and
 * so does a page that is no longer at its top when it is. The buttons are hidden until their code
 * runs, so it is their places that are watched. Rendered beside the buttons with a key per list, so
 * a new list's buttons are found. Renders nothing.
 */
export function FavouriteButtons({ event, loadsOn = 'sight' }: { event: string; loadsOn?: IslandLoad }) {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let started = false;
    let stopped = false;
    let idle = false;
    let used = false;
    let sight: IntersectionObserver | undefined;
    const quiet = () => {
      sight?.disconnect();
      for (const name of FIRST_USE) removeEventListener(name, onFirstUse, listening);
    };
    function onFirstUse() {
      if (idle) run();
      else used = true;
    }
    function run() {
      if (started) return;
      started = true;
      quiet();
      void import('./favourite-buttons').then(({ runFavouriteButtons }) => {
        if (!stopped) stop = runFavouriteButtons(event);
      });
    }
    for (const name of FIRST_USE) addEventListener(name, onFirstUse, listening);
    const cancel = afterLoadIdle(() => {
      idle = true;
      const places = [...document.querySelectorAll(favouriteButtonsOf(event))].flatMap((button) => button.parentElement ?? []);
      if (places.length === 0) return quiet();
      // A scroll before the page's code listened leaves the page scrolled.
      if (used || window.scrollY > 0) return run();
      if (loadsOn === 'interaction') return;
      if (!('IntersectionObserver' in window)) return run();
      sight = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) run();
      });
      for (const place of places) sight.observe(place);
    });
    return () => {
      stopped = true;
      cancel();
      quiet();
      stop?.();
    };
  }, [event, loadsOn]);
  return null;
}
