'use client';

import { Suspense, use } from 'react';
import type { Locale } from '@standplaats/shared';
import { LazyErrorScreen } from '@/components/errors/lazy-error-screen.client';

type Props = { error: Error & { digest?: string }; reset: () => void };
type Text = { title: string; backHome: string; failed: string };

// The message files load only when this screen shows, like the screen itself: imported statically,
// both would be in the JavaScript of every page, since Next loads the global error boundary up front.
const messages = { nl: () => import('../../messages/nl.json'), en: () => import('../../messages/en.json') };
const loaded = new Map<Locale, Promise<Text>>();
function errorText(language: Locale): Promise<Text> {
  let text = loaded.get(language);
  if (!text) {
    text = messages[language]().then((file) => file.default.error);
    loaded.set(language, text);
  }
  return text;
}

/**
 * The error screen of spec section 2 for an error in the browser: a page that failed on a
 * client-side navigation, or the layout itself (a document that failed is the server's own error
 * page, server/error-pages.mjs). It replaces the whole document, so it brings its words itself, in
 * the language the path says, and keeps the colour mode the document had.
 */
export default function GlobalError(props: Props) {
  const english = typeof window !== 'undefined' && /^\/en(\/|$)/.test(window.location.pathname);
  const dark = typeof window !== 'undefined' && document.documentElement.classList.contains('dark');
  return (
    <html lang={english ? 'en' : 'nl'} {...(dark && { className: 'dark' })}>
      <body>
        <main>
          <Suspense>
            <Screen {...props} language={english ? 'en' : 'nl'} />
          </Suspense>
        </main>
      </body>
    </html>
  );
}

function Screen({ error, reset, language }: Props & { language: Locale }) {
  const text = use(errorText(language));
  const home = language === 'en' ? '/en' : '/';
  return <LazyErrorScreen error={error} reset={reset} goHome={() => window.location.assign(home)} text={text} />;
}
