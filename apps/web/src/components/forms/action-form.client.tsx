'use client';

import { startTransition, useActionState, useEffect, useRef, type ReactNode } from 'react';
import type { Locale } from '@standplaats/validation';
import { Form, type FormStrings } from './form.client';
import { idleState, type FormSpec, type FormState, type FormValues } from './types';

/** What a form shows once its action succeeded. */
export type DoneMessage = { title: string; message: string };

export type ActionFormProps = {
  /** What the fields' ids start with (Form's `id`). */
  id?: string;
  /** The server action; it validates again and answers the values it got, so nothing is lost. */
  action: (state: FormState<DoneMessage>, formData: FormData) => Promise<FormState<DoneMessage>>;
  spec: FormSpec;
  locale: Locale;
  strings: FormStrings;
  /** Values the form starts with (a country already chosen). */
  initialValues?: FormValues;
  children: ReactNode;
  className?: string;
  /** Show the form again under the done message (settings that may be changed once more). */
  keepForm?: boolean;
};

/**
 * A form posted to a server action: checked in the browser first when JavaScript runs, posted
 * as a plain form when it does not, and replaced by the action's message when it is done (or
 * shown under it, with `keepForm`).
 */
export function ActionForm({ id, action, spec, locale, strings, initialValues, children, className, keepForm = false }: ActionFormProps) {
  const [state, dispatch, pending] = useActionState(action, idleState<DoneMessage>(initialValues));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state.status === 'done') heading.current?.focus();
  }, [state]);

  const done =
    state.status === 'done' && state.result ? (
      <div role="status" className="mb-4 rounded border-2 border-primary p-5">
        <h2 ref={heading} tabIndex={-1} className="mb-2 text-xl font-bold">
          {state.result.title}
        </h2>
        <p>{state.result.message}</p>
      </div>
    ) : null;
  if (done && !keepForm) return done;
  return (
    <>
      {done}
      <Form
        id={id}
        spec={spec}
        locale={locale}
        strings={strings}
        initialValues={state.values}
        serverErrors={state.fieldErrors}
        message={state.message}
        submitted={state.status !== 'idle'}
        busy={pending}
        action={dispatch}
        onSubmit={(formData) => startTransition(() => dispatch(formData))}
        className={className}
      >
        {children}
      </Form>
    </>
  );
}
