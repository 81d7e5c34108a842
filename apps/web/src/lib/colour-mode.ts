/** The colour-mode preference is stored in local storage under this key. */
export const COLOUR_MODE_STORAGE_KEY = 'colour-mode';

export const colourModes = ['light', 'dark', 'system'] as const;
export type ColourMode = (typeof colourModes)[number];

/**
 * Routes that force a mode whatever the visitor prefers (route metadata in spec section 4): the
 * two magazine brands' landing pages carry their own print look.
 */
const forcedModes: Record<string, 'light' | 'dark'> = {
  '/expovisie': 'light',
  '/conferencematters': 'dark',
};

/** The mode a path (without language prefix) forces, if any. */
export function forcedColourMode(pathname: string): 'light' | 'dark' | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return forcedModes[path];
}
