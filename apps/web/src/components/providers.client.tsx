'use client';

import { useContext, type ReactNode } from 'react';
import { ThemeProvider } from 'next-themes';
import { HeadManagerContext } from 'next/dist/shared/lib/head-manager-context.shared-runtime';
import { usePathname } from 'next/navigation';
import { splitLocale } from '@/i18n/pathname';
import { COLOUR_MODE_STORAGE_KEY, forcedColourMode } from '@/lib/colour-mode';

/**
 * Colour mode: light, dark or the system's, stored under one key, with a per-route forced mode.
 * Without next-themes' disableTransitionOnChange: the site animates no colours, and that option
 * restyles the whole document twice on every page's hydration (a style sheet added, read, removed).
 */
export function Providers({ children }: { children: ReactNode }) {
  const { path } = splitLocale(usePathname());
  // The request's script nonce, where Next hands it to client components (next/script reads it
  // there too): next-themes' inline script needs it on pages rendered per request.
  const { nonce } = useContext(HeadManagerContext);
  return (
    <ThemeProvider
      nonce={nonce}
      attribute="class"
      storageKey={COLOUR_MODE_STORAGE_KEY}
      defaultTheme="system"
      enableSystem
      forcedTheme={forcedColourMode(path)}
    >
      {children}
    </ThemeProvider>
  );
}
