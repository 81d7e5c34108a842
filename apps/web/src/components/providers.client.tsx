'use client';

import type { ReactNode } from 'react';
import { ThemeProvider } from 'next-themes';
import { usePathname } from 'next/navigation';
import { splitLocale } from '@/i18n/pathname';
import { COLOUR_MODE_STORAGE_KEY, forcedColourMode } from '@/lib/colour-mode';

/** Colour mode: light, dark or the system's, stored under one key, with a per-route forced mode. */
export function Providers({ children }: { children: ReactNode }) {
  const { path } = splitLocale(usePathname());
  return (
    <ThemeProvider
      attribute="class"
      storageKey={COLOUR_MODE_STORAGE_KEY}
      defaultTheme="system"
      enableSystem
      disableTransitionOnChange
      forcedTheme={forcedColourMode(path)}
    >
      {children}
    </ThemeProvider>
  );
}
