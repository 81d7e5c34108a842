// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uiStrings } from '@standplaats/validation';
import { DescribedForm } from './described-form.client';
import type { DoneMessage } from './action-form.client';
import { idleState, type FormSpec, type FormState } from './types';

afterEach(cleanup);

const spec: FormSpec = {
  name: { rules: 'required', label: 'Naam' },
  description: { rules: '', label: 'Omschrijving' },
  language: { rules: 'required', label: 'Taal' },
  lists: { rules: '', kind: 'list', label: 'Nieuwsbrieven' },
  confirm: { rules: 'accepted', kind: 'checkbox', label: 'Bevestigen' },
};

describe('DescribedForm', () => {
  it('renders each described field in its order with its label, and sends what was filled in', async () => {
    const action = vi.fn(async (_state: FormState<DoneMessage>, _data: FormData): Promise<FormState<DoneMessage>> => ({
      ...idleState<DoneMessage>(),
      status: 'done',
      result: { title: 'Opgeslagen', message: 'Je wijzigingen staan erin.' },
    }));
    render(
      <DescribedForm
        action={action}
        spec={spec}
        locale="nl"
        strings={uiStrings.nl}
        initialValues={{ language: 'en', lists: ['vacatures'] }}
        fields={[
          { field: 'text', name: 'name', autoComplete: 'name' },
          { field: 'note', text: 'Alleen voor de redactie.' },
          { field: 'textarea', name: 'description', rows: 3 },
          { field: 'select', name: 'language', options: [{ value: 'nl', label: 'Nederlands' }, { value: 'en', label: 'Engels' }] },
          { field: 'checkboxes', name: 'lists', options: [{ value: 'expovisie', label: 'Expovisie' }, { value: 'vacatures', label: 'Vacatures' }] },
          { field: 'checkbox', name: 'confirm', label: 'Ik weet het zeker' },
          { field: 'file', name: 'image', label: 'Afbeelding', accept: 'image/png' },
        ]}
        submit="Bewaren"
      />,
    );
    const fields = [...document.querySelectorAll('input:not([type=checkbox]), textarea, select, p')].map((element) => element.getAttribute('name') ?? element.textContent);
    expect(fields).toEqual(['name', 'Alleen voor de redactie.', 'description', 'language', 'image']);
    expect(screen.getByLabelText<HTMLSelectElement>('Taal').value).toBe('en');
    expect(screen.getByLabelText<HTMLInputElement>('Vacatures').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Afbeelding').accept).toBe('image/png');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Naam'), 'Jan de Vries');
    await user.click(screen.getByLabelText('Ik weet het zeker'));
    await user.click(screen.getByRole('button', { name: 'Bewaren' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    const sent = action.mock.calls[0]![1];
    expect([sent.get('name'), sent.get('language'), sent.getAll('lists'), sent.get('confirm')]).toEqual(['Jan de Vries', 'en', ['vacatures'], 'true']);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'OpgeslagenJe wijzigingen staan erin.');
  });
});
