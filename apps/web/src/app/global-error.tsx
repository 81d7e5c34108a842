'use client';

import { ErrorScreen } from '@/components/errors/error-screen.client';
import nl from '../../messages/nl.json';
import en from '../../messages/en.json';

/** Errors in the root layout itself: no translations are loaded, so the path picks the language. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const english = typeof window !== 'undefined' && /^\/en(\/|$)/.test(window.location.pathname);
  const messages = english ? en : nl;
  return (
    <html lang={english ? 'en' : 'nl'}>
      <body>
        <main>
          <ErrorScreen
            error={error}
            reset={reset}
            goHome={() => window.location.assign(english ? '/en' : '/')}
            text={messages.error}
          />
        </main>
      </body>
    </html>
  );
}
