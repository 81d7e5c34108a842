'use client';

import { lazy, Suspense, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';

export type LightboxSlide = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Smaller renditions for small screens, each at its own pixel size. */
  srcSet?: { src: string; width: number; height: number }[];
};

/** The lightbox's control names, translated by the server. */
export type LightboxLabels = {
  previous: string;
  next: string;
  close: string;
  zoomIn: string;
  zoomOut: string;
  lightbox: string;
  carousel: string;
  slide: string;
  /** The word in "3 of 10". */
  of: string;
};

// The lightbox library, its plugin and CSS load on the first click, never with the page. React's
// lazy, not next/dynamic: the lightbox only ever renders after a click, so next/dynamic's server
// rendering and preloading have nothing to do, and their code would load with every gallery page.
const LightboxView = lazy(() => import('./lightbox-view.client'));

type Props = {
  slides: LightboxSlide[];
  title: string;
  labels: LightboxLabels;
  /** The thumbnails: buttons with `data-slide` set to their slide's index. */
  children: ReactNode;
};

/**
 * Opens the lightbox from the server-rendered thumbnail buttons inside it (one click listener for
 * all of them) and gives the focus back to the button that opened it.
 */
export function GalleryLightbox({ slides, title, labels, children }: Props) {
  const [index, setIndex] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  const open = (event: SyntheticEvent<HTMLDivElement>) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-slide]') : null;
    if (!button || !event.currentTarget.contains(button)) return;
    opener.current = button;
    setIndex(Number(button.dataset.slide));
  };
  // Hovering or focusing a thumbnail fetches the lightbox ahead of the click.
  const prefetch = () => void import('./lightbox-view.client');

  return (
    <div onClick={open} onPointerOver={prefetch} onFocus={prefetch}>
      {children}
      {index !== null && (
        <Suspense>
          <LightboxView
            slides={slides}
            index={index}
            title={title}
            labels={labels}
            onClose={() => {
              setIndex(null);
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
