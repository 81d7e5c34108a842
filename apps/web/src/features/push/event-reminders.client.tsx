'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@standplaats/shared';
import type { PushError } from '@/lib/push/constants';
import { readToken } from '@/lib/push/token';

export type EventRemindersText = {
  turnOn: string;
  turnOff: string;
  busy: string;
  onHere: string;
  /** How many browsers have reminders on, by plural category, with `{count}` for the number. */
  browsers: Record<'zero' | 'one' | 'other', string>;
  errors: Record<PushError | 'signed-out', string>;
};

type State = { status: 'idle' | 'busy' } | { status: 'error'; error: PushError | 'signed-out' };

/**
 * A member turns reminders of the events they registered for on or off in this browser. Which
 * browser this is, the browser alone knows (its subscription under `messagingToken`); the page
 * knows the member's browsers with reminders on. Nothing is asked before a click.
 */
export function EventReminders({ vapidPublicKey, locale, endpoints: initial, text }: { vapidPublicKey: string; locale: Locale; endpoints: string[]; text: EventRemindersText }) {
  const [endpoints, setEndpoints] = useState(initial);
  const [here, setHere] = useState<string | null>(null);
  const [state, setState] = useState<State>({ status: 'idle' });
  useEffect(() => setHere(readToken(localStorage)?.endpoint ?? null), []);

  const onHere = here !== null && endpoints.includes(here);
  const count = endpoints.length;
  const browsers = text.browsers[count === 0 ? 'zero' : new Intl.PluralRules(locale).select(count) === 'one' ? 'one' : 'other'].replace('{count}', String(count));

  async function toggle() {
    setState({ status: 'busy' });
    const { setEventReminders } = await import('@/lib/push/subscribe');
    const result = await setEventReminders(vapidPublicKey, locale, !onHere);
    if (result.status === 'error') return setState(result);
    setEndpoints(result.endpoints);
    setHere(result.here);
    setState({ status: 'idle' });
  }

  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <button type="button" onClick={() => void toggle()} disabled={state.status === 'busy'} className="min-h-11 rounded border-2 border-current px-3 font-semibold disabled:opacity-60">
        {state.status === 'busy' ? text.busy : onHere ? text.turnOff : text.turnOn}
      </button>
      {/* A plain live region, not role=status: the account page's own messages are its statuses. */}
      <p aria-live="polite" className="text-sm">
        {state.status === 'error' ? text.errors[state.error] : onHere ? `${text.onHere} ${browsers}` : browsers}
      </p>
    </div>
  );
}
