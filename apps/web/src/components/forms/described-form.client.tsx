'use client';

import type { ComponentProps } from 'react';
import { ActionForm, type ActionFormProps } from './action-form.client';
import { CheckboxField, CheckboxGroup, SelectField, SubmitButton, TextAreaField, TextField } from './fields.client';

/**
 * A form's fields as data, in their order: what a server component can hand to a form whose code
 * loads later (DeferredForm), where fields as elements would bring their code with the page.
 */
export type FieldDescription =
  | ({ field: 'text' } & ComponentProps<typeof TextField>)
  | ({ field: 'textarea' } & ComponentProps<typeof TextAreaField>)
  | ({ field: 'select' } & ComponentProps<typeof SelectField>)
  | ({ field: 'checkboxes' } & ComponentProps<typeof CheckboxGroup>)
  | { field: 'checkbox'; name: string; label?: string }
  /** A file sent with the form as it is, without rules (the server checks it). */
  | { field: 'file'; name: string; label: string; accept: string }
  /** A line of text between the fields. */
  | { field: 'note'; text: string };

export type DescribedFormProps = Omit<ActionFormProps, 'children'> & { fields: FieldDescription[]; submit: string };

function DescribedField({ description }: { description: FieldDescription }) {
  switch (description.field) {
    case 'text': {
      const { field: _field, ...props } = description;
      return <TextField {...props} />;
    }
    case 'textarea': {
      const { field: _field, ...props } = description;
      return <TextAreaField {...props} />;
    }
    case 'select': {
      const { field: _field, ...props } = description;
      return <SelectField {...props} />;
    }
    case 'checkboxes': {
      const { field: _field, ...props } = description;
      return <CheckboxGroup {...props} />;
    }
    case 'checkbox':
      return <CheckboxField name={description.name}>{description.label}</CheckboxField>;
    case 'file':
      return (
        <div className="mb-4">
          <label className="mb-1 block font-semibold">
            {description.label}
            <input type="file" name={description.name} accept={description.accept} className="mt-1 block min-h-11 w-full max-w-full" />
          </label>
        </div>
      );
    case 'note':
      return <p className="mb-4">{description.text}</p>;
  }
}

/** An ActionForm whose fields are described rather than given as elements, and its send button. */
export function DescribedForm({ fields, submit, ...form }: DescribedFormProps) {
  return (
    <ActionForm {...form}>
      {fields.map((description, index) => (
        <DescribedField key={'name' in description ? description.name : index} description={description} />
      ))}
      <SubmitButton>{submit}</SubmitButton>
    </ActionForm>
  );
}
