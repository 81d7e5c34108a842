'use client';

import { useContext, useEffect, type ReactNode } from 'react';
import { ThemeProvider } from 'next-themes';
import { usePathname } from 'next/navigation';
import { splitLocale } from '@/i18n/pathname';
import { COLOUR_MODE_STORAGE_KEY, forcedColourMode } from '@/lib/colour-mode';
import { replayEarlyClick } from './app/early-clicks';

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
 * The script that remembers a tap before the page is alive (app/early-clicks.ts), as text on the
 * server; the browser keeps the server's script as it is and its bundle leaves the text out.
 */
const earlyClicksScript: string =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
      (require('./app/early-clicks-script') as typeof import('./app/early-clicks-script')).EARLY_CLICKS_SCRIPT
    : '';

/**
 * Colour mode: light, dark or the system's, stored under one key, with a per-route forced mode; and
 * a tap that came before the page's code, clicked once the page is alive (its effect runs after
 * those of every island in it, which claim their own).
 * Without next-themes' disableTransitionOnChange: the site animates no colours, and that option
 * restyles the whole document twice on every page's hydration (a style sheet added, read, removed).
 */
export function Providers({ children }: { children: ReactNode }) {
  const { path } = splitLocale(usePathname());
  const nonce = useScriptNonce();
  useEffect(replayEarlyClick, []);
  return (
    <ThemeProvider
      nonce={nonce}
      attribute="class"
      storageKey={COLOUR_MODE_STORAGE_KEY}
      defaultTheme="system"
      enableSystem
      forcedTheme={forcedColourMode(path)}
    >
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: earlyClicksScript }} suppressHydrationWarning />
      {children}
    </ThemeProvider>
  );
}
