'use client';

import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute, ReactNode } from 'react';
import { primaryButton } from '@/components/ui/button-styles';
import { stateAttributes, type FieldStatus, type Visibility } from './field-state';
import { useFormContext, useFormField } from './form.client';

const inputClass =
  'block min-h-11 w-full rounded border border-cool-500 bg-white px-3 py-2 text-base text-cool-900 dark:bg-cool-800 dark:text-cool-100 aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700 dark:aria-[invalid=true]:border-red-400';

function Messages({ id, status }: { id: string; status: FieldStatus }) {
  if (status.messages.length === 0) return null;
  return (
    <ul id={id} className="mt-1 text-sm font-semibold text-red-700 dark:text-red-400">
      {status.messages.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

function RequiredMark({ required }: { required: boolean }) {
  return required ? (
    <span aria-hidden="true" className="ml-0.5 text-red-700 dark:text-red-400">
      *
    </span>
  ) : null;
}

/** The label, and the required mark beside it rather than in it, so the field's name is the label alone. */
function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required: boolean }) {
  return (
    <div className="mb-1 flex items-baseline">
      <label htmlFor={htmlFor} className="font-semibold">
        {label}
      </label>
      <RequiredMark required={required} />
    </div>
  );
}

type TextFieldProps = {
  name: string;
  type?: Extract<HTMLInputTypeAttribute, 'text' | 'email' | 'tel' | 'url' | 'password' | 'number' | 'date'>;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric' | 'decimal';
  /** A hint below the label, such as the format a field wants. */
  help?: ReactNode;
  visibility?: Visibility;
  className?: string;
};

export function TextField({ name, type = 'text', autoComplete, inputMode, help, visibility, className }: TextFieldProps) {
  const field = useFormField(name, visibility);
  const helpId = `${field.id}-help`;
  return (
    <div className={className ?? 'mb-4'} {...stateAttributes(field.status)} data-field={name}>
      <FieldLabel htmlFor={field.id} label={field.label} required={field.required} />
      {help ? (
        <p id={helpId} className="mb-1 text-sm text-cool-700 dark:text-cool-300">
          {help}
        </p>
      ) : null}
      <input
        id={field.id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(event) => field.setValue(event.target.value)}
        onBlur={field.blur}
        disabled={field.disabled}
        aria-invalid={field.status.invalid}
        aria-required={field.required || undefined}
        aria-describedby={describedBy(help ? helpId : false, field.status.messages.length > 0 && field.messagesId)}
        className={inputClass}
      />
      <Messages id={field.messagesId} status={field.status} />
    </div>
  );
}

type SelectFieldProps = { name: string; options: { value: string; label: string }[]; autoComplete?: HTMLInputAutoCompleteAttribute; visibility?: Visibility };

export function SelectField({ name, options, autoComplete, visibility }: SelectFieldProps) {
  const field = useFormField(name, visibility);
  return (
    <div className="mb-4" {...stateAttributes(field.status)} data-field={name}>
      <FieldLabel htmlFor={field.id} label={field.label} required={field.required} />
      <select
        id={field.id}
        name={name}
        autoComplete={autoComplete}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(event) => field.setValue(event.target.value)}
        onBlur={field.blur}
        disabled={field.disabled}
        aria-invalid={field.status.invalid}
        aria-describedby={describedBy(field.status.messages.length > 0 && field.messagesId)}
        className={inputClass}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Messages id={field.messagesId} status={field.status} />
    </div>
  );
}

/** One checkbox whose label is the field's label, or richer content (terms with a link). */
export function CheckboxField({ name, children, visibility }: { name: string; children?: ReactNode; visibility?: Visibility }) {
  const field = useFormField(name, visibility);
  return (
    <div className="mb-4" {...stateAttributes(field.status)} data-field={name}>
      <div className="flex items-start gap-2">
        <input
          id={field.id}
          name={name}
          type="checkbox"
          value="true"
          checked={field.value === true}
          onChange={(event) => field.setValue(event.target.checked)}
          onBlur={field.blur}
          disabled={field.disabled}
          aria-invalid={field.status.invalid}
          aria-describedby={describedBy(field.status.messages.length > 0 && field.messagesId)}
          className="mt-1 size-5 shrink-0"
        />
        <label htmlFor={field.id}>{children ?? field.label}</label>
        <RequiredMark required={field.required} />
      </div>
      <Messages id={field.messagesId} status={field.status} />
    </div>
  );
}

/** Checkboxes that together hold a list of values, in a fieldset with the field's label as legend. */
export function CheckboxGroup({ name, options, visibility }: { name: string; options: { value: string; label: string; help?: string }[]; visibility?: Visibility }) {
  const field = useFormField(name, visibility);
  const checked = Array.isArray(field.value) ? field.value : [];
  const toggle = (value: string, on: boolean) =>
    field.setValue(on ? options.map((o) => o.value).filter((v) => v === value || checked.includes(v)) : checked.filter((v) => v !== value));
  return (
    <fieldset
      disabled={field.disabled}
      className="mb-4 min-w-0 border-0 p-0"
      {...stateAttributes(field.status)}
      data-field={name}
      aria-invalid={field.status.invalid}
      aria-describedby={describedBy(field.status.messages.length > 0 && field.messagesId)}
    >
      <legend className="mb-1 font-semibold">
        {field.label}
        <RequiredMark required={field.required} />
      </legend>
      {options.map((option, index) => {
        const id = index === 0 ? field.id : `${field.id}-${index}`;
        return (
          <div key={option.value} className="mb-1 flex items-start gap-2">
            <input
              id={id}
              name={name}
              type="checkbox"
              value={option.value}
              checked={checked.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              onBlur={field.blur}
              className="mt-1 size-5 shrink-0"
            />
            <label htmlFor={id}>
              {option.label}
              {option.help ? <span className="block text-sm text-cool-700 dark:text-cool-300">{option.help}</span> : null}
            </label>
          </div>
        );
      })}
      <Messages id={field.messagesId} status={field.status} />
    </fieldset>
  );
}

export function SubmitButton({ children }: { children?: ReactNode }) {
  const form = useFormContext();
  return (
    <button type="submit" disabled={form.disabled} className={primaryButton}>
      {children ?? form.strings.submit}
    </button>
  );
}

/** Several lines of text (a description), with the same label, help and messages as a text field. */
export function TextAreaField({ name, rows = 5, help, visibility }: { name: string; rows?: number; help?: ReactNode; visibility?: Visibility }) {
  const field = useFormField(name, visibility);
  const helpId = `${field.id}-help`;
  return (
    <div className="mb-4" {...stateAttributes(field.status)} data-field={name}>
      <FieldLabel htmlFor={field.id} label={field.label} required={field.required} />
      {help ? (
        <p id={helpId} className="mb-1 text-sm text-cool-700 dark:text-cool-300">
          {help}
        </p>
      ) : null}
      <textarea
        id={field.id}
        name={name}
        rows={rows}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(event) => field.setValue(event.target.value)}
        onBlur={field.blur}
        disabled={field.disabled}
        aria-invalid={field.status.invalid}
        aria-required={field.required || undefined}
        aria-describedby={describedBy(help ? helpId : false, field.status.messages.length > 0 && field.messagesId)}
        className={inputClass}
      />
      <Messages id={field.messagesId} status={field.status} />
    </div>
  );
}
