'use client';

import { useContext, type ReactNode } from 'react';
import { ThemeProvider } from 'next-themes';
import { usePathname } from 'next/navigation';
import { splitLocale } from '@/i18n/pathname';
import { COLOUR_MODE_STORAGE_KEY, forcedColourMode } from '@/lib/colour-mode';

/**
 * The request's script nonce, where Next hands it to client components (next/script reads it there
 * too), for next-themes' inline script on pages rendered per request. Only the server's markup
 * carries it (next-themes writes none in the browser), so the browser's bundle leaves Next's context out.
 */
const useScriptNonce: () => string | undefined =
  typeof window === 'undefined'
    ? () =>
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
        useContext((require('next/dist/shared/lib/head-manager-context.shared-runtime') as typeof import('next/dist/shared/lib/head-manager-context.shared-runtime')).HeadManagerContext).nonce
    : () => undefined;

/**
 * Colour mode: light, dark or the system's, stored under one key, with a per-route forced mode.
 * Without next-themes' disableTransitionOnChange: the site animates no colours, and that option
 * restyles the whole document twice on every page's hydration (a style sheet added, read, removed).
 */
export function Providers({ children }: { children: ReactNode }) {
  const { path } = splitLocale(usePathname());
  const nonce = useScriptNonce();
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
