'use client';

import { useTransition } from 'react';
import { useIsBot } from './use-is-bot';
import { primaryButton } from '@/components/ui/button-styles';

type Props = {
  error: Error & { digest?: string };
  reset: () => void;
  goHome: () => void;
  text: { title: string; backHome: string; failed: string };
};

/**
 * What the screen says went wrong. An error from the server (it has a digest) carries React's note
 * that its message was withheld, in English: the screen says the page could not be made, in the
 * page's language, with the digest that finds it in the server's log. An error in the browser says itself.
 */
function messageOf(error: Error & { digest?: string }, failed: string) {
  return error.digest ? `${failed} (${error.digest})` : error.message;
}

/**
 * The global error screen of spec section 2: heading, the error message and a button that clears
 * the error and goes home. Crawlers get nothing but the status code.
 */
export function ErrorScreen({ error, reset, goHome, text }: Props) {
  const bot = useIsBot();
  const [pending, startTransition] = useTransition();
  if (bot) return null;

  return (
    <div role="alert" className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="mb-4 text-3xl font-extrabold">{text.title}</h1>
      <p className="mb-6">{messageOf(error, text.failed)}</p>
      <button
        type="button"
        disabled={pending}
        onClick={() =>
          startTransition(() => {
            goHome();
            reset();
          })
        }
        className={primaryButton}
      >
        {text.backHome}
      </button>
    </div>
  );
}
