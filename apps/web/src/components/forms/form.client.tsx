'use client';

import { createContext, use, useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { isEmpty, parseRules, type Locale } from '@standplaats/validation';
import { defaultVisibility, fieldStatus, type FieldStatus, type Visibility } from './field-state';
import { fieldOf, type FieldErrors, type FieldValue, type FormSpec, type FormValues } from './types';
import { asFieldValue, emptyValue, readValues, validateField, type FieldResult } from './validate-form';

/** Milliseconds a text field waits after a keystroke before it validates (spec section 4). */
export const TEXT_INPUT_DELAY = 20;

export type FormStrings = { submit: string; incomplete: string; summaryHeader: string };

type FieldMeta = { blurred: boolean; dirty: boolean; pending: boolean; result: FieldResult | undefined };

type FormContextValue = {
  id: string;
  spec: FormSpec;
  values: FormValues;
  disabled: boolean;
  strings: FormStrings;
  setValue: (name: string, value: FieldValue) => void;
  blur: (name: string) => void;
  status: (name: string, visibility?: Visibility) => FieldStatus;
  /** What the server said about the value it was sent, until the field changes. */
  serverErrors: FieldErrors;
  /**
   * Lets a field that gets its value on its own (the captcha's answer) finish it when the form is
   * sent before it has: the form waits for the value, busy, then goes on. Answers the unregister.
   */
  finishOnSubmit: (name: string, finish: () => Promise<string | null>) => () => void;
};

const NO_ERRORS: FieldErrors = {};

const FormContext = createContext<FormContextValue | null>(null);

export function useFormField(name: string, visibility?: Visibility) {
  const form = use(FormContext);
  if (!form) throw new Error('A form field must be inside <Form>.');
  const field = fieldOf(form.spec, name);
  const status = form.status(name, visibility);
  return {
    id: `${form.id}-${name}`,
    messagesId: `${form.id}-${name}-messages`,
    label: field.label,
    required: /(^|\|)[+*?()\d]*(required|accepted)(\||$)/.test(field.rules),
    value: form.values[name] ?? emptyValue(field.kind),
    disabled: form.disabled,
    status,
    serverErrors: form.serverErrors[name] ?? [],
    setValue: (value: FieldValue) => form.setValue(name, value),
    blur: () => form.blur(name),
  };
}

export function useFormContext() {
  const form = use(FormContext);
  if (!form) throw new Error('Must be inside <Form>.');
  return form;
}

type FormProps = {
  /** What the fields' ids start with; by default one of React's own. */
  id?: string;
  spec: FormSpec;
  locale: Locale;
  strings: FormStrings;
  /** Values to start with: what the server sent back after an error, so nothing typed is lost. */
  initialValues?: FormValues;
  /** Errors from the server for the values it was sent; a field's go away when it changes. */
  serverErrors?: FieldErrors;
  /** A message about the whole form from the server. */
  message?: string;
  /** The server already answered a submit of this form (so all its messages show). */
  submitted?: boolean;
  /** Called with the form's data once every field passes; the form is disabled while it runs. */
  onSubmit: (formData: FormData, values: FormValues) => void | Promise<void>;
  /** Busy from outside (a server action's pending state). */
  busy?: boolean;
  /** `live` keeps the form usable while the handler runs. */
  submitBehavior?: 'disabled' | 'live';
  /** The server action for browsers without JavaScript. */
  action?: (formData: FormData) => void;
  children: ReactNode;
  className?: string;
};

/**
 * A form on the validation library (spec sections 4 and 5). Submitting marks every field
 * submitted, waits for validation still pending, and shows the incomplete message when a blocking
 * error remains, moving focus to the first invalid field; otherwise it calls `onSubmit`.
 */
export function Form({ id: givenId, spec, locale, strings, initialValues = {}, serverErrors: fromServer = NO_ERRORS, message, submitted: submittedBefore = false, onSubmit, busy = false, submitBehavior = 'disabled', action, children, className }: FormProps) {
  const ownId = useId();
  const id = (givenId ?? ownId).replaceAll(':', '');
  const names = useMemo(() => Object.keys(spec), [spec]);
  // The initial values are the first render's, in their fields' shapes (a deferred island's come
  // from its server markup); later ones come from typing.
  const [values, setValues] = useState(
    () => Object.fromEntries(names.map((name) => [name, asFieldValue(fieldOf(spec, name).kind, initialValues[name])])) as FormValues,
  );
  const valuesRef = useRef(values);
  const [meta, setMeta] = useState<Record<string, FieldMeta>>(() =>
    Object.fromEntries(names.map((name) => [name, { blurred: false, dirty: false, pending: true, result: undefined }])),
  );
  const [serverErrors, setServerErrors] = useState(fromServer);
  const [submitted, setSubmitted] = useState(submittedBefore);
  const [incomplete, setIncomplete] = useState(false);
  const [running, setRunning] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const finishers = useRef(new Map<string, () => Promise<string | null>>());
  const generations = useRef(new Map<string, number>());

  // A new answer from the server replaces the errors of the last one.
  useEffect(() => {
    setServerErrors(fromServer);
    if (Object.keys(fromServer).length > 0) setSubmitted(true);
  }, [fromServer]);

  const patchMeta = (name: string, patch: Partial<FieldMeta>) =>
    setMeta((all) => ({ ...all, [name]: { blurred: false, dirty: false, pending: false, result: undefined, ...all[name], ...patch } }));

  const run = useCallback(
    (name: string): Promise<FieldResult> => {
      const generation = (generations.current.get(name) ?? 0) + 1;
      generations.current.set(name, generation);
      return validateField(name, valuesRef.current, spec, locale).then((result) => {
        // Only the newest run of a field may settle it.
        if (generations.current.get(name) === generation) patchMeta(name, { pending: false, result });
        return result;
      });
    },
    [spec, locale],
  );

  const delayOf = useCallback(
    (name: string) => {
      const field = fieldOf(spec, name);
      const ruleDelay = Math.max(0, ...parseRules(field.rules).map((rule) => rule.debounce));
      return Math.max((field.kind ?? 'text') === 'text' ? TEXT_INPUT_DELAY : 0, ruleDelay);
    },
    [spec],
  );

  const schedule = useCallback(
    (name: string) => {
      clearTimeout(timers.current.get(name));
      patchMeta(name, { pending: true });
      timers.current.set(
        name,
        setTimeout(() => {
          timers.current.delete(name);
          void run(name);
        }, delayOf(name)),
      );
    },
    [run, delayOf],
  );

  // Every field is checked at once, quietly, so its state is known before it shows anything. What
  // the visitor typed before the page came alive is in the inputs but not yet in the state: it is
  // taken over first, or the next render would wipe it.
  useEffect(() => {
    const typed = formRef.current ? readValues(new FormData(formRef.current), spec) : {};
    const early = names.filter((name) => !isEmpty(typed[name]) && JSON.stringify(typed[name]) !== JSON.stringify(valuesRef.current[name]));
    if (early.length > 0) {
      valuesRef.current = { ...valuesRef.current, ...Object.fromEntries(early.map((name) => [name, typed[name]!])) };
      setValues(valuesRef.current);
      for (const name of early) patchMeta(name, { dirty: true });
    }
    for (const name of names) void run(name);
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, [names, run, spec]);

  const setValue = useCallback(
    (name: string, value: FieldValue) => {
      valuesRef.current = { ...valuesRef.current, [name]: value };
      setValues(valuesRef.current);
      patchMeta(name, { dirty: true });
      setServerErrors((errors) => {
        if (!(name in errors)) return errors;
        const { [name]: _changed, ...rest } = errors;
        return rest;
      });
      schedule(name);
      // Rules that read other fields are checked again when any field changes.
      for (const other of names) {
        if (other !== name && /confirm|require_one|_node/.test(fieldOf(spec, other).rules)) schedule(other);
      }
    },
    [names, spec, schedule],
  );

  /** Runs every field's validation now, cancelling the debounce of any still waiting. */
  const settleAll = async () => {
    for (const timer of timers.current.values()) clearTimeout(timer);
    timers.current.clear();
    const results = await Promise.all(names.map(async (name) => [name, await run(name)] as const));
    return Object.fromEntries(results);
  };

  const finishOnSubmit = useCallback((name: string, finish: () => Promise<string | null>) => {
    finishers.current.set(name, finish);
    return () => void finishers.current.delete(name);
  }, []);

  const disabled = (busy || running) && submitBehavior !== 'live';

  /**
   * Every field's result, after waiting for the values fields finish on their own (the captcha
   * solved on the way) when those are all that is missing: one click sends. The form is busy while
   * it waits, and says nothing of the missing value yet.
   */
  async function settleForSubmit(formData: FormData) {
    let results = await settleAll();
    const unfinished = [...finishers.current].filter(([name]) => !results[name]?.valid);
    const othersPass = names.every((name) => results[name]?.valid || unfinished.some(([other]) => other === name));
    if (unfinished.length > 0 && othersPass) {
      setRunning(true);
      try {
        for (const [name, finish] of unfinished) {
          // The value may have come while the others settled.
          const value = isEmpty(valuesRef.current[name]) ? await finish() : null;
          if (value !== null) setValue(name, value);
        }
      } finally {
        setRunning(false);
      }
      results = await settleAll();
    }
    // What those fields hold now, which the form's data, read at the click, may lack.
    for (const name of finishers.current.keys()) if (!isEmpty(valuesRef.current[name])) formData.set(name, String(valuesRef.current[name]));
    return results;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabled) return;
    const form = event.currentTarget;
    const formData = new FormData(form, (event.nativeEvent as SubmitEvent).submitter);
    const results = await settleForSubmit(formData);
    setSubmitted(true);
    const failing = new Set(names.filter((name) => !results[name]?.valid));
    if (failing.size > 0) {
      setIncomplete(true);
      const first = Array.from(form.elements).find(
        (element): element is HTMLInputElement => element instanceof HTMLElement && failing.has(element.getAttribute('name') ?? ''),
      );
      // A hidden field (the captcha's answer) is reached through its widget.
      const focusable = first?.type === 'hidden' ? first.closest('[data-field]')?.querySelector<HTMLElement>('input:not([type=hidden]), button') : first;
      focusable?.focus();
      return;
    }
    setIncomplete(false);
    const handled = onSubmit(formData, valuesRef.current);
    if (handled instanceof Promise) {
      setRunning(true);
      try {
        await handled;
      } finally {
        setRunning(false);
      }
    }
  }

  const status = (name: string, visibility?: Visibility) =>
    fieldStatus({
      value: values[name] ?? emptyValue(fieldOf(spec, name).kind),
      dirty: meta[name]?.dirty ?? false,
      blurred: meta[name]?.blurred ?? false,
      submitted,
      pending: meta[name]?.pending ?? false,
      result: meta[name]?.result,
      serverErrors: serverErrors[name] ?? [],
      visibility: visibility ?? defaultVisibility(fieldOf(spec, name).kind),
    });

  const context: FormContextValue = {
    id,
    spec,
    values,
    disabled,
    strings,
    setValue,
    blur: (name) => patchMeta(name, { blurred: true }),
    status,
    serverErrors,
    finishOnSubmit,
  };

  const summary = submitted ? names.flatMap((name) => status(name).messages.map((text) => ({ name, text }))) : [];

  return (
    <FormContext value={context}>
      <form ref={formRef} action={action} onSubmit={(event) => void handleSubmit(event)} noValidate aria-busy={disabled || undefined} className={className}>
        {submitted && summary.length > 0 && (
          <div className="mb-6 rounded border-2 border-red-700 p-4 dark:border-red-400">
            <h2 className="mb-2 text-lg font-bold">{strings.summaryHeader}</h2>
            <ul className="list-disc pl-5">
              {summary.map(({ name, text }) => (
                <li key={`${name}-${text}`}>
                  <a href={`#${id}-${name}`} className="underline">
                    {text}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {children}
        <div aria-live="polite" className="mt-3 min-h-6 font-semibold text-red-700 dark:text-red-400">
          {incomplete && summary.length > 0 ? <p>{strings.incomplete}</p> : null}
          {message ? <p>{message}</p> : null}
        </div>
      </form>
    </FormContext>
  );
}
