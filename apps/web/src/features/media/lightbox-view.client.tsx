'use client';

import { useEffect, useRef, type RefObject } from 'react';
import Lightbox, { type ControllerRef, type ZoomRef } from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import type { LightboxLabels, LightboxSlide } from './gallery-lightbox.client';
import { LIGHTBOX_SETTINGS, createThrottle, stepZoom, swipeDirection, yarlZoomSettings } from './lightbox-settings';

// Loaded on demand by gallery-lightbox.client.tsx, so YARL and its CSS stay out of the first load.

const ROOT_CLASS = 'gallery-lightbox';

type Props = {
  slides: LightboxSlide[];
  index: number;
  title: string;
  labels: LightboxLabels;
  onClose: () => void;
};

export default function LightboxView({ slides, index, title, labels, onClose }: Props) {
  const controller = useRef<ControllerRef>(null);
  const zoom = useRef<ZoomRef>(null);
  useSpecGestures(controller, zoom);

  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      slides={slides}
      plugins={[Zoom]}
      className={ROOT_CLASS}
      carousel={{ finite: true }}
      // Swipes are ours (50 px tolerance); YARL's own start at a fixed 30 px.
      controller={{ ref: controller, disableSwipeNavigation: true }}
      zoom={{ ref: zoom, ...yarlZoomSettings }}
      render={{ buttonZoom: (ref) => <ZoomButtons zoom={ref} labels={labels} controller={controller} /> }}
      labels={{
        Previous: labels.previous,
        Next: labels.next,
        Close: labels.close,
        'Zoom in': labels.zoomIn,
        'Zoom out': labels.zoomOut,
        Lightbox: labels.lightbox,
        Carousel: labels.carousel,
        Slide: labels.slide,
        'Photo gallery': title,
        '{index} of {total}': `{index} ${labels.of} {total}`,
      }}
    />
  );
}

/**
 * The spec's wheel, key and swipe behaviour on top of YARL: listeners on window in the capture
 * phase run before YARL's own, so they can replace its wheel and +/- handling.
 */
function useSpecGestures(controller: RefObject<ControllerRef | null>, zoom: RefObject<ZoomRef | null>) {
  useEffect(() => {
    const inLightbox = (event: Event) => event.target instanceof Element && event.target.closest(`.${ROOT_CLASS}`) !== null;
    const step = (direction: 1 | -1) => {
      const current = zoom.current;
      if (!current || current.disabled) return;
      current.changeZoom(stepZoom(current.zoom, direction, { min: current.minZoom, max: current.maxZoom }));
    };
    const wheelGate = createThrottle(LIGHTBOX_SETTINGS.wheelThrottleMs);
    const onWheel = (event: WheelEvent) => {
      // Sideways wheels (touchpads) stay YARL's slide navigation.
      if (!inLightbox(event) || Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
      event.preventDefault();
      event.stopPropagation();
      if (wheelGate()) step(event.deltaY < 0 ? 1 : -1);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // The keys YARL zooms with: + and -, or Ctrl/Cmd with = and _.
      const meta = event.metaKey || event.ctrlKey;
      const zoomIn = event.key === '+' || (meta && event.key === '=');
      const zoomOut = event.key === '-' || (meta && event.key === '_');
      if ((!zoomIn && !zoomOut) || !inLightbox(event)) return;
      event.preventDefault();
      event.stopPropagation();
      step(zoomIn ? 1 : -1);
    };

    // Where each pointer went down; a gesture with two pointers is a pinch, never a swipe.
    const starts = new Map<number, { x: number; y: number }>();
    let pinch = false;
    const onPointerDown = (event: PointerEvent) => {
      if (!inLightbox(event) || (event.target as Element).closest('button')) return;
      starts.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (starts.size > 1) pinch = true;
    };
    const onPointerUp = (event: PointerEvent) => {
      const start = starts.get(event.pointerId);
      starts.delete(event.pointerId);
      const wasPinch = pinch;
      if (starts.size === 0) pinch = false;
      // Zoomed in, a drag pans the image instead.
      if (!start || wasPinch || (zoom.current?.zoom ?? 1) > 1) return;
      const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y);
      if (direction === 1) controller.current?.next();
      if (direction === -1) controller.current?.prev();
    };
    const onPointerCancel = (event: PointerEvent) => {
      starts.delete(event.pointerId);
      if (starts.size === 0) pinch = false;
    };

    const options = { capture: true, passive: false };
    window.addEventListener('wheel', onWheel, options);
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('pointerup', onPointerUp, true);
    window.addEventListener('pointercancel', onPointerCancel, true);
    return () => {
      window.removeEventListener('wheel', onWheel, options);
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('pointerup', onPointerUp, true);
      window.removeEventListener('pointercancel', onPointerCancel, true);
    };
  }, [controller, zoom]);
}

type ZoomButtonsProps = { zoom: ZoomRef; labels: LightboxLabels; controller: RefObject<ControllerRef | null> };

/** YARL's zoom buttons multiply; these add the spec's step. */
function ZoomButtons({ zoom, labels, controller }: ZoomButtonsProps) {
  const zoomIn = useRef<HTMLButtonElement>(null);
  const zoomOut = useRef<HTMLButtonElement>(null);
  const atMax = zoom.disabled || zoom.zoom >= zoom.maxZoom;
  const atMin = zoom.disabled || zoom.zoom <= zoom.minZoom;

  // A button that disables itself under the focus hands it on, so the keyboard keeps working.
  useEffect(() => {
    const focused = document.activeElement;
    const handOver = (sibling: HTMLButtonElement | null, siblingDisabled: boolean) =>
      siblingDisabled ? controller.current?.focus() : sibling?.focus();
    if (atMax && focused === zoomIn.current) handOver(zoomOut.current, atMin);
    if (atMin && focused === zoomOut.current) handOver(zoomIn.current, atMax);
  }, [atMax, atMin, controller]);

  const bounds = { min: zoom.minZoom, max: zoom.maxZoom };
  const button = (direction: 1 | -1) => {
    const label = direction === 1 ? labels.zoomIn : labels.zoomOut;
    return (
      <button
        ref={direction === 1 ? zoomIn : zoomOut}
        type="button"
        className="yarl__button"
        title={label}
        aria-label={label}
        disabled={direction === 1 ? atMax : atMin}
        onClick={() => zoom.changeZoom(stepZoom(zoom.zoom, direction, bounds))}
      >
        <svg
          className="yarl__icon"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="10" cy="10" r="6" />
          <path d={direction === 1 ? 'M15 15l5 5M7 10h6M10 7v6' : 'M15 15l5 5M7 10h6'} />
        </svg>
      </button>
    );
  };
  return (
    <>
      {button(1)}
      {button(-1)}
    </>
  );
}
