/** The lightbox's behaviour (spec section 9). */
export const LIGHTBOX_SETTINGS = {
  /** Added to or taken from the zoom level per step (buttons, + and - keys, one wheel notch). */
  zoomStep: 0.12,
  /** Times the image's natural size as shown fitted to the screen, i.e. 3× its own pixels. */
  maxZoom: 3,
  /** The smallest zoom level, below the fitted size (1). */
  minZoom: 0.1,
  /** A drag changes slides only when it moves further than this sideways. */
  swipeTolerancePx: 50,
  /** The wheel zooms at most one step per this many milliseconds. */
  wheelThrottleMs: 80,
} as const;

/**
 * The settings in the Zoom plugin's terms. YARL multiplies by `zoomInMultiplier` where the spec
 * adds a step, so the buttons, keys and wheel call `stepZoom` instead; the multiplier is the same
 * step seen from zoom level 1 and only drives the double-click stops.
 */
export const yarlZoomSettings = {
  minZoom: LIGHTBOX_SETTINGS.minZoom,
  // YARL's maximum is this ratio × natural size ÷ fitted size: the spec's "3" exactly.
  maxZoomPixelRatio: LIGHTBOX_SETTINGS.maxZoom,
  zoomInMultiplier: 1 + LIGHTBOX_SETTINGS.zoomStep,
  // Off: plain wheel zoom is our throttled handler (YARL has no wheel throttle).
  scrollToZoom: false,
} as const;

export type ZoomBounds = { min: number; max: number };

/**
 * The zoom level one step in (1) or out (-1), kept within the bounds. A step across 1 stops at 1,
 * the fitted size, as YARL's own steps do: above 1 a drag pans instead of changing slides.
 */
export function stepZoom(zoom: number, direction: 1 | -1, bounds: ZoomBounds, step: number = LIGHTBOX_SETTINGS.zoomStep) {
  // Rounded so that steps out and back in land on 1 again instead of 0.9999999.
  const next = Math.round((zoom + direction * step) * 1e5) / 1e5;
  if ((zoom - 1) * (next - 1) < 0) return 1;
  return Math.min(bounds.max, Math.max(bounds.min, next));
}

/** The slide a drag leads to: 1 (next), -1 (previous) or 0 when it is too short or not sideways. */
export function swipeDirection(dx: number, dy: number, tolerance: number = LIGHTBOX_SETTINGS.swipeTolerancePx): -1 | 0 | 1 {
  if (Math.abs(dx) <= tolerance || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** A gate that opens at most once per `ms`: the first call of a burst passes, the rest wait. */
export function createThrottle(ms: number, now: () => number = () => performance.now()) {
  let last = -Infinity;
  return () => {
    const time = now();
    if (time - last < ms) return false;
    last = time;
    return true;
  };
}
