'use client';

import type { ReactNode } from 'react';
import { ThemeProvider } from 'next-themes';
import { usePathname } from '@/i18n/navigation';
import { COLOUR_MODE_STORAGE_KEY, forcedColourMode } from '@/lib/colour-mode';

/** Colour mode: light, dark or the system's, stored under one key, with a per-route forced mode. */
export function Providers({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return (
    <ThemeProvider
      attribute="class"
      storageKey={COLOUR_MODE_STORAGE_KEY}
      defaultTheme="system"
      enableSystem
      disableTransitionOnChange
      forcedTheme={forcedColourMode(pathname)}
    >
      {children}
    </ThemeProvider>
  );
}
