'use client';

import { useSyncExternalStore } from 'react';
import { useTheme } from 'next-themes';
import { colourModes, type ColourMode } from '@/lib/colour-mode';

const subscribe = () => () => {};

export type ColourModeLabels = Record<'label' | ColourMode, string>;

/** Light, dark or system; hidden while the route forces a mode. */
export function ColourModeSwitch({ labels }: { labels: ColourModeLabels }) {
  const { theme, setTheme, forcedTheme } = useTheme();
  // The stored preference is only known in the browser; the server renders "system".
  const mounted = useSyncExternalStore(subscribe, () => true, () => false);
  if (forcedTheme) return null;

  return (
    <label className="flex items-center gap-1 text-sm">
      <span className="sr-only">{labels.label}</span>
      <select
        value={mounted ? (theme ?? 'system') : 'system'}
        onChange={(event) => setTheme(event.target.value as ColourMode)}
        className="rounded border border-cool-300 bg-white px-1 py-1 dark:border-cool-600 dark:bg-cool-800"
      >
        {colourModes.map((mode) => (
          <option key={mode} value={mode}>
            {labels[mode]}
          </option>
        ))}
      </select>
    </label>
  );
}
