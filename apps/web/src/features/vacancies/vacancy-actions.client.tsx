'use client';

import { useActionState, type ReactNode } from 'react';
import type { ButtonActionState } from '@/components/forms/button-action.client';
import { primaryButton, secondaryButton } from '@/components/ui/button-styles';

export type VacancyChange = 'filled' | 'withdrawn';

type Props = {
  /** Runs the change named by the button that was pressed (`wijziging`). */
  action: (state: ButtonActionState, formData: FormData) => Promise<ButtonActionState>;
  /** The changes the vacancy's status allows now, with their labels and accessible names. */
  changes: { change: VacancyChange; label: string; name: string }[];
  /** What goes before the buttons in their row (the link to change the vacancy). */
  children?: ReactNode;
};

// Filling is what the owner came for; withdrawing is the other way out.
const STYLE: Record<VacancyChange, string> = { filled: primaryButton, withdrawn: secondaryButton };

/**
 * The buttons that fill or withdraw a vacancy on /account: one form, so it works without
 * JavaScript. The card around it is rendered again by the action, with the new status and the
 * buttons that are left; this part stays, and with it the message of what was done.
 */
export function VacancyActions({ action, changes, children }: Props) {
  const [state, dispatch, pending] = useActionState(action, { status: 'idle' });
  return (
    <div>
      <form action={dispatch} className="flex flex-wrap items-start gap-3">
        {children}
        {changes.map(({ change, label, name }) => (
          <button key={change} type="submit" name="wijziging" value={change} disabled={pending} aria-label={name} className={STYLE[change]}>
            {label}
          </button>
        ))}
      </form>
      <div aria-live="polite">
        {state.status === 'done' ? (
          <p role="status" className="mt-3 rounded border-2 border-primary p-3">
            {state.message}
          </p>
        ) : state.status === 'failed' ? (
          <p className="mt-3 font-semibold text-red-700 dark:text-red-400">{state.message}</p>
        ) : null}
      </div>
    </div>
  );
}
