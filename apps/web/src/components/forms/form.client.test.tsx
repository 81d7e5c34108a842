// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uiStrings } from '@standplaats/validation';
import { CheckboxField, SubmitButton, TextField } from './fields.client';
import { Form } from './form.client';
import type { FormSpec } from './types';

afterEach(cleanup);

const spec: FormSpec = {
  email: { rules: 'required|email', label: 'e-mailadres' },
  iban: { rules: 'required|iban', label: 'IBAN' },
  terms: { rules: 'accepted', kind: 'checkbox', label: 'voorwaarden' },
};

function renderForm(props: Partial<Parameters<typeof Form>[0]> = {}, visibility?: 'live') {
  const onSubmit = props.onSubmit ?? vi.fn();
  render(
    <Form spec={spec} locale="nl" strings={uiStrings.nl} onSubmit={onSubmit} {...props}>
      <TextField name="email" type="email" visibility={visibility} />
      <TextField name="iban" />
      <CheckboxField name="terms" />
      <SubmitButton />
    </Form>,
  );
  return { onSubmit, user: userEvent.setup() };
}

const emailMessage = () => screen.queryByText('Vul een geldig e-mailadres in.');

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/e-mailadres/), 'lezer@example.nl');
  await user.type(screen.getByLabelText(/IBAN/), 'NL91ABNA0417164300');
  await user.click(screen.getByLabelText(/voorwaarden/));
}

describe('Form: message visibility', () => {
  it('shows a text field’s message after it is left, not while typing', async () => {
    const { user } = renderForm();
    const email = screen.getByLabelText(/e-mailadres/);
    await user.type(email, 'geen-adres');
    // No wait of a fixed time: once the field has settled on failing, its message could show.
    const field = email.closest('[data-field]')!;
    await waitFor(() => expect(field.hasAttribute('data-settled') && field.hasAttribute('data-failing')).toBe(true));
    expect(emailMessage()).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBe('false');
    await user.tab();
    await waitFor(() => expect(emailMessage()).not.toBeNull());
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(emailMessage()!.closest('ul')!.id);
  });

  it('shows a live field’s message at once', async () => {
    renderForm({}, 'live');
    await waitFor(() => expect(screen.getByText('E-mailadres is verplicht.')).toBeTruthy());
  });

  it('shows a checkbox’s message once it is ticked and unticked, without leaving it', async () => {
    const { user } = renderForm();
    const terms = screen.getByLabelText(/voorwaarden/);
    await user.click(terms);
    expect(terms.closest('[data-field]')!.hasAttribute('data-dirty')).toBe(true);
    fireEvent.click(terms);
    await waitFor(() => expect(terms.getAttribute('aria-invalid')).toBe('true'));
  });

  it('exposes the field states as data attributes', async () => {
    const { user } = renderForm();
    const field = screen.getByLabelText(/e-mailadres/).closest('[data-field]')!;
    await waitFor(() => expect(field.hasAttribute('data-settled')).toBe(true));
    expect(field.hasAttribute('data-empty')).toBe(true);
    expect(field.hasAttribute('data-failing')).toBe(true);
    await user.type(screen.getByLabelText(/e-mailadres/), 'lezer@example.nl');
    await waitFor(() => expect(field.hasAttribute('data-complete')).toBe(true));
    expect(field.hasAttribute('data-dirty')).toBe(true);
    expect(field.hasAttribute('data-passing')).toBe(true);
    expect(field.hasAttribute('data-empty')).toBe(false);
  });
});

describe('Form: submit', () => {
  it('marks every field submitted, shows the incomplete message and focuses the first invalid field', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(screen.getByText('Sorry, niet alle velden zijn correct ingevuld.')).toBeTruthy());
    expect(screen.getByText('Er zijn fouten in je formulier.')).toBeTruthy();
    expect(screen.getAllByText('E-mailadres is verplicht.').length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(screen.getByLabelText(/e-mailadres/));
    expect(screen.getByLabelText(/IBAN/).closest('[data-field]')!.hasAttribute('data-submitted')).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('calls the handler with the form data once every field passes', async () => {
    const { onSubmit, user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [formData, values] = vi.mocked(onSubmit).mock.calls[0]!;
    expect((formData as FormData).get('email')).toBe('lezer@example.nl');
    expect(values).toEqual({ email: 'lezer@example.nl', iban: 'NL91ABNA0417164300', terms: true });
    expect(screen.queryByText('Sorry, niet alle velden zijn correct ingevuld.')).toBeNull();
  });

  it('waits for a debounced rule still pending before it decides', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByLabelText(/e-mailadres/), 'lezer@example.nl');
    await user.click(screen.getByLabelText(/voorwaarden/));
    // The iban rule waits 20 ms after typing; the submit comes before that.
    const iban = screen.getByLabelText(/IBAN/) as HTMLInputElement;
    fireEvent.change(iban, { target: { value: 'NL91ABNA0417164301' } });
    expect(iban.closest('[data-field]')!.hasAttribute('data-settled')).toBe(false);
    fireEvent.submit(iban.form!);
    await waitFor(() => expect(screen.getAllByText('This field is not valid.').length).toBeGreaterThan(0));
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(iban, { target: { value: 'NL91 ABNA 0417 1643 00' } });
    fireEvent.submit(iban.form!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('is disabled while an asynchronous handler runs', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderForm({ onSubmit });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Versturen' }).hasAttribute('disabled')).toBe(true));
    expect((screen.getByLabelText(/e-mailadres/) as HTMLInputElement).disabled).toBe(true);
    fireEvent.submit(screen.getByRole('button', { name: 'Versturen' }).closest('form')!);
    await act(async () => finish());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Versturen' }).hasAttribute('disabled')).toBe(false));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('stays usable while the handler runs when the submit behaviour is live', async () => {
    const onSubmit = vi.fn(() => new Promise<void>(() => {}));
    const { user } = renderForm({ onSubmit, submitBehavior: 'live' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Versturen' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows the server’s errors and keeps what was typed', async () => {
    render(
      <Form spec={spec} locale="en" strings={uiStrings.en} onSubmit={vi.fn()} initialValues={{ email: 'taken@example.nl', iban: 'NL91ABNA0417164300' }} serverErrors={{ email: ['Email address is not valid.'] }} submitted>
        <TextField name="email" />
        <TextField name="iban" />
        <CheckboxField name="terms" />
        <SubmitButton />
      </Form>,
    );
    expect((screen.getByLabelText(/IBAN/) as HTMLInputElement).value).toBe('NL91ABNA0417164300');
    expect(screen.getAllByText('Email address is not valid.').length).toBeGreaterThan(0);
    expect(screen.getByText('There were errors in your form.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });
});

describe('Form: before the page comes alive', () => {
  it('keeps what was typed into the server-rendered form before hydration', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const onSubmit = vi.fn();
    const tree = (
      <Form spec={spec} locale="nl" strings={uiStrings.nl} onSubmit={onSubmit}>
        <TextField name="email" type="email" />
        <TextField name="iban" />
        <CheckboxField name="terms" />
        <SubmitButton />
      </Form>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    // The visitor types while the scripts are still loading.
    (container.querySelector('input[name=email]') as HTMLInputElement).value = 'vroeg@example.nl';
    (container.querySelector('input[name=iban]') as HTMLInputElement).value = 'NL91ABNA0417164300';
    (container.querySelector('input[name=terms]') as HTMLInputElement).checked = true;

    const root = await act(async () => hydrateRoot(container, tree));
    await act(async () => {
      fireEvent.submit(container.querySelector('form')!);
    });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![1]).toMatchObject({ email: 'vroeg@example.nl', iban: 'NL91ABNA0417164300', terms: true });
    expect((container.querySelector('input[name=email]') as HTMLInputElement).value).toBe('vroeg@example.nl');
    act(() => root.unmount());
    container.remove();
  });
});
