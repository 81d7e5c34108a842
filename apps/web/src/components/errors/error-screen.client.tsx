'use client';

import { useTransition } from 'react';
import { useIsBot } from './use-is-bot';
import { primaryButton } from '@/components/ui/button-styles';

type Props = {
  error: Error & { digest?: string };
  reset: () => void;
  goHome: () => void;
  text: { title: string; backHome: string };
};

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
      <p className="mb-6 font-mono text-sm">{error.digest ? `${error.message} (${error.digest})` : error.message}</p>
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
