'use client';

import { useId, useSyncExternalStore, type ReactNode } from 'react';
import { useTheme } from 'next-themes';
import { colourModes, type ColourMode } from '@/lib/colour-mode';

const subscribe = () => () => {};

export type ColourModeLabels = Record<'label' | ColourMode, string>;

type Props = { labels: ColourModeLabels; icons: Record<ColourMode, ReactNode> };

/** Light, dark or system, as three radio buttons drawn as one segmented control; hidden while the route forces a mode. */
export function ColourModeSwitch({ labels, icons }: Props) {
  const name = useId();
  const { theme, setTheme, forcedTheme } = useTheme();
  // The stored preference is only known in the browser; the server renders "system".
  const mounted = useSyncExternalStore(subscribe, () => true, () => false);
  if (forcedTheme) return null;
  const current = mounted ? (theme ?? 'system') : 'system';

  return (
    <fieldset className="flex w-fit rounded-full border border-cool-300 p-0.5 dark:border-cool-600">
      <legend className="sr-only">{labels.label}</legend>
      {colourModes.map((mode) => (
        <label
          key={mode}
          title={labels[mode]}
          className="relative flex size-11 cursor-pointer items-center justify-center rounded-full text-lg text-cool-700 hover:bg-main-100 has-checked:bg-main has-checked:text-cool-900 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-main-600 lg:size-8 dark:text-cool-200 dark:hover:bg-cool-700 dark:has-checked:bg-main dark:has-checked:text-cool-900"
        >
          {/* The radio itself covers its label, unseen: a click anywhere on it is a click on the radio. */}
          <input type="radio" name={name} value={mode} checked={current === mode} onChange={() => setTheme(mode)} className="absolute inset-0 cursor-pointer appearance-none rounded-full" />
          {icons[mode]}
          <span className="sr-only">{labels[mode]}</span>
        </label>
      ))}
    </fieldset>
  );
}
