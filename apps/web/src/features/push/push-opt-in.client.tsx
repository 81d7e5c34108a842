'use client';

import { useState, type ReactNode } from 'react';
import type { Locale } from '@standplaats/shared';
import type { PushError } from '@/lib/push/constants';

export type PushOptInText = { button: string; busy: string; subscribed: string; errors: Record<PushError, string> };

type State = { status: 'idle' | 'busy' | 'subscribed' } | { status: 'error'; error: PushError };

/**
 * The push opt-in (spec section 4): nothing is asked on load; the click loads the push code and
 * asks the browser's permission. Each outcome is announced in the live region.
 */
export function PushOptIn({ vapidPublicKey, locale, text, icon }: { vapidPublicKey: string; locale: Locale; text: PushOptInText; icon: ReactNode }) {
  const [state, setState] = useState<State>({ status: 'idle' });

  async function turnOn() {
    setState({ status: 'busy' });
    const { subscribeToPush } = await import('@/lib/push/subscribe');
    setState(await subscribeToPush(vapidPublicKey, locale));
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      {state.status !== 'subscribed' && (
        <button type="button" onClick={() => void turnOn()} disabled={state.status === 'busy'} className="inline-flex min-h-11 items-center gap-2 rounded border border-current px-3 text-sm underline-offset-2 hover:underline disabled:opacity-60">
          {icon}
          {state.status === 'busy' ? text.busy : text.button}
        </button>
      )}
      {/* A live region, not role="status": it sits in the footer of every page, mostly empty, and the page's own status messages are the ones to find. */}
      <p aria-live="polite" className="text-sm">
        {state.status === 'subscribed' ? text.subscribed : state.status === 'error' ? text.errors[state.error] : ''}
      </p>
    </div>
  );
}
