'use client';

import { useFormField } from '@/features/forms/form.client';
import { stateAttributes } from '@/features/forms/field-state';

// The form kit has no multi-line field yet; this one follows its TextField (label, required mark,
// help, messages, invalid state), for the vacancy's text.
const inputClass =
  'block w-full rounded border border-cool-500 bg-white px-3 py-2 text-base text-cool-900 dark:bg-cool-800 dark:text-cool-100 aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700 dark:aria-[invalid=true]:border-red-400';

export function TextAreaField({ name, help, rows = 12 }: { name: string; help?: string; rows?: number }) {
  const field = useFormField(name);
  const helpId = `${field.id}-help`;
  const describedBy = [help && helpId, field.status.messages.length > 0 && field.messagesId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mb-4" {...stateAttributes(field.status)} data-field={name}>
      <div className="mb-1 flex items-baseline">
        <label htmlFor={field.id} className="font-semibold">
          {field.label}
        </label>
        {field.required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700 dark:text-red-400">
            *
          </span>
        )}
      </div>
      {help && (
        <p id={helpId} className="mb-1 text-sm text-cool-700 dark:text-cool-300">
          {help}
        </p>
      )}
      <textarea
        id={field.id}
        name={name}
        rows={rows}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(event) => field.setValue(event.target.value)}
        onBlur={field.blur}
        aria-invalid={field.status.invalid}
        aria-required={field.required || undefined}
        aria-describedby={describedBy}
        className={inputClass}
      />
      {field.status.messages.length > 0 && (
        <ul id={field.messagesId} className="mt-1 text-sm font-semibold text-red-700 dark:text-red-400">
          {field.status.messages.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
