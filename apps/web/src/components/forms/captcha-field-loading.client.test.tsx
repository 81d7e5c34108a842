// @vitest-environment happy-dom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uiStrings } from '@standplaats/validation';
import { CaptchaField } from './captcha-field.client';
import { Form } from './form.client';
import { ObserverStandIn } from './observer-stand-in.test-support';

// The widget's script, watched: its module runs once, when it is first imported.
const loads = vi.hoisted(() => vi.fn());
vi.mock('altcha', () => (loads(), {}));
vi.mock('altcha/i18n/nl', () => ({}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CaptchaField: loading the widget', () => {
  it('loads the widget’s script once its form comes into sight, not with the page', async () => {
    vi.stubGlobal('IntersectionObserver', ObserverStandIn);
    render(
      <Form spec={{ altcha: { rules: 'required', label: 'Spamcontrole' } }} locale="nl" strings={uiStrings.nl} onSubmit={vi.fn()}>
        <CaptchaField name="altcha" widget={{ provider: 'altcha', challengeUrl: '/api/captcha' }} locale="nl" noScript="" />
      </Form>,
    );
    const observer = ObserverStandIn.current!;
    expect(observer.observed).toEqual([document.querySelector('form')]);
    await act(async () => {});
    expect(loads).not.toHaveBeenCalled();

    act(() => observer.comeIntoSight());
    await waitFor(() => expect(loads).toHaveBeenCalledOnce());
  });
});
