'use client';

import { useActionState, type ReactNode } from 'react';
import { primaryButton } from '@/components/ui/button-styles';

export type ButtonActionState = { status: 'idle' | 'done' | 'failed'; message?: string };

/**
 * One button that runs a server action, such as confirming from a mailed link: a plain form, so
 * it works without JavaScript, and a click (not opening the link) is what acts, which mail
 * scanners that open links do not do.
 */
type ButtonActionProps = {
  action: (state: ButtonActionState, formData: FormData) => Promise<ButtonActionState>;
  label: string;
  /** Sent along as hidden fields (the token from the link). */
  hidden?: Record<string, string>;
  /** Shown under a failure message (a way on, such as a link to sign up again). */
  failed?: ReactNode;
};

export function ButtonAction({ action, label, hidden = {}, failed }: ButtonActionProps) {
  const [state, dispatch, pending] = useActionState(action, { status: 'idle' });
  if (state.status === 'done') {
    return (
      <p role="status" className="rounded border-2 border-primary p-5">
        {state.message}
      </p>
    );
  }
  return (
    <form action={dispatch}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" disabled={pending} className={primaryButton}>
        {label}
      </button>
      <div aria-live="polite">
        {state.status === 'failed' ? (
          <div className="mt-4 font-semibold text-red-700 dark:text-red-400">
            <p>{state.message}</p>
            {failed}
          </div>
        ) : null}
      </div>
    </form>
  );
}
