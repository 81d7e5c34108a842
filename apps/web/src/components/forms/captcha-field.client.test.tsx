// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { uiStrings } from '@standplaats/validation';
import { ANSWER_TIMEOUT_MS, CaptchaField } from './captcha-field.client';
import { TextField } from './fields.client';
import { Form } from './form.client';
import type { FormSpec } from './types';

// The widget's script defines <altcha-widget>; here a stand-in does, so the field's own start-up
// can be watched: whether it asks the widget to verify.
vi.mock('altcha', () => ({}));
vi.mock('altcha/i18n/nl', () => ({}));
vi.mock('altcha/i18n/en', () => ({}));

class WidgetStandIn extends HTMLElement {
  static current: WidgetStandIn | null = null;
  state = 'unverified';
  verify = vi.fn(async () => {
    this.state = 'verifying';
    return null;
  });
  getState = vi.fn(() => this.state);
  connectedCallback() {
    WidgetStandIn.current = this;
  }
}

beforeAll(() => customElements.define('altcha-widget', WidgetStandIn));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const spec: FormSpec = {
  email: { rules: 'required|email', label: 'e-mailadres' },
  altcha: { rules: 'required', label: 'Spamcontrole' },
};

/** Renders the form with the focus already in it, as a visitor who starts typing before the widget loads. */
async function renderStartedForm(widgetState: string) {
  render(
    <Form spec={spec} locale="nl" strings={uiStrings.nl} onSubmit={vi.fn()}>
      <TextField name="email" type="email" />
      <CaptchaField name="altcha" widget={{ provider: 'altcha', challengeUrl: '/api/captcha' }} locale="nl" noScript="" />
    </Form>,
  );
  const widget = WidgetStandIn.current!;
  widget.state = widgetState;
  act(() => screen.getByLabelText(/e-mailadres/).focus());
  return widget;
}

describe('CaptchaField: starting the widget', () => {
  it('starts the widget when the visitor began on the form before it loaded', async () => {
    const widget = await renderStartedForm('unverified');
    await waitFor(() => expect(widget.verify).toHaveBeenCalledTimes(1));
  });

  it('leaves a widget alone that already started itself, since a second start aborts the first', async () => {
    const widget = await renderStartedForm('verifying');
    // The field decides once the widget's script has loaded, by asking the widget's state.
    await waitFor(() => expect(widget.getState).toHaveBeenCalled());
    expect(widget.verify).not.toHaveBeenCalled();
  });
});

describe('CaptchaField: one click sends', () => {
  /** The form with its widget in `widgetState`, filled in without focus, as a browser's autofill does: nothing has started the widget. */
  function fillIn(widgetState: string) {
    const onSubmit = vi.fn();
    render(
      <Form spec={spec} locale="nl" strings={uiStrings.nl} onSubmit={onSubmit}>
        <TextField name="email" type="email" />
        <CaptchaField name="altcha" widget={{ provider: 'altcha', challengeUrl: '/api/captcha' }} locale="nl" noScript="" />
        <button type="submit">Versturen</button>
      </Form>,
    );
    const widget = WidgetStandIn.current!;
    widget.state = widgetState;
    fireEvent.change(screen.getByLabelText(/e-mailadres/), { target: { value: 'lezer@example.nl' } });
    return { onSubmit, widget };
  }

  /** The form, filled in, sent by a click before the widget has its answer; what the submit handler got. */
  async function sendBeforeTheAnswer(widgetState: string) {
    const { onSubmit, widget } = fillIn(widgetState);
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    // The form waits for the answer, busy.
    await waitFor(() => expect(document.querySelector('form')?.getAttribute('aria-busy')).toBe('true'));
    return { onSubmit, widget };
  }

  const solve = (widget: WidgetStandIn, payload: string) =>
    act(() => {
      widget.state = 'verified';
      widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
    });

  it('waits for the answer under way and sends once with it, without starting another', async () => {
    const { onSubmit, widget } = await sendBeforeTheAnswer('verifying');
    expect(onSubmit).not.toHaveBeenCalled();
    solve(widget, 'antwoord-1');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect((onSubmit.mock.calls[0]![0] as FormData).get('altcha')).toBe('antwoord-1');
    expect(widget.verify).not.toHaveBeenCalled();
  });

  it('starts the widget when it has not started, and sends once it has the answer', async () => {
    const { onSubmit, widget } = await sendBeforeTheAnswer('unverified');
    await waitFor(() => expect(widget.verify).toHaveBeenCalledTimes(1));
    solve(widget, 'antwoord-2');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect((onSubmit.mock.calls[0]![0] as FormData).get('altcha')).toBe('antwoord-2');
  });

  it('does not send when the widget fails, and says the form is incomplete', async () => {
    const { onSubmit, widget } = await sendBeforeTheAnswer('verifying');
    act(() => widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'error' } })));
    await waitFor(() => expect(screen.getByText(uiStrings.nl.incomplete)).toBeTruthy());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('stops waiting for a widget that never answers: the form is usable again and says what is missing', async () => {
    // Fake timeouts only, and no waitFor: testing-library's waits run on setTimeout too.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const settle = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    // A widget whose challenge request never returns: it stays verifying.
    const { onSubmit } = fillIn('verifying');
    await settle(0);
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    const busy = () => document.querySelector('form')?.getAttribute('aria-busy') === 'true';
    const email = screen.getByLabelText(/e-mailadres/) as HTMLInputElement;
    await settle(ANSWER_TIMEOUT_MS - 1);
    expect([busy(), email.disabled]).toEqual([true, true]);
    await settle(1);
    expect([busy(), email.disabled]).toEqual([false, false]);
    expect(screen.getByText(uiStrings.nl.incomplete)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
