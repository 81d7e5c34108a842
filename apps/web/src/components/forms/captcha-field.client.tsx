'use client';

import { useEffect, useRef } from 'react';
import type { Locale } from '@standplaats/shared';
import { isEmpty } from '@standplaats/validation';
import type { CaptchaWidget } from '@/lib/captcha/types';
import { stateAttributes } from './field-state';
import { useFormContext, useFormField } from './form.client';

/** The widget's script and its words: only forms need them, and only once in use or in sight. */
async function loadAltcha(locale: Locale) {
  await import('altcha');
  await (locale === 'nl' ? import('altcha/i18n/nl') : import('altcha/i18n/en'));
}

type Widget = HTMLElementTagNameMap['altcha-widget'];

/**
 * How long a sent form waits for the widget's answer: solving takes a slow phone a few seconds, but
 * a challenge request that never returns would keep the form busy for good.
 */
export const ANSWER_TIMEOUT_MS = 20_000;

/**
 * The widget's answer: after the solving under way, or after one started now; null when it fails
 * or takes longer than ANSWER_TIMEOUT_MS. A second verify would abort one under way, which the
 * widget reports as failed.
 */
function answerOf(widget: Widget): Promise<string | null> {
  return new Promise((resolve) => {
    const settle = (answer: string | null) => {
      clearTimeout(timer);
      widget.removeEventListener('statechange', onChange);
      resolve(answer);
    };
    const onChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      if (state === 'verified' || state === 'error' || state === 'expired') settle(state === 'verified' && payload ? payload : null);
    };
    const timer = setTimeout(() => settle(null), ANSWER_TIMEOUT_MS);
    widget.addEventListener('statechange', onChange);
    if (widget.getState() !== 'verifying') void widget.verify();
  });
}

/**
 * The captcha as a form field: the widget solves its challenge when the visitor starts on the
 * form, and the answer becomes the field's value, which the server checks with the provider. A
 * form sent before the answer is there waits for it, so one click sends.
 */
type CaptchaFieldProps = {
  name: string;
  widget: CaptchaWidget;
  locale: Locale;
  noScript: string;
  /** `onload` for a form that is only a button (nothing to focus first); `onfocus` otherwise. */
  start?: 'onfocus' | 'onload';
};

export function CaptchaField({ name, widget, locale, noScript, start = 'onfocus' }: CaptchaFieldProps) {
  const field = useFormField(name, 'dirty');
  const form = useFormContext();
  // Whether the visitor has filled in anything yet (read once the widget has loaded).
  const started = useRef(false);
  started.current = Object.entries(form.values).some(([other, value]) => other !== name && !isEmpty(value));
  const element = useRef<HTMLElement>(null);
  const setValue = useRef(field.setValue);
  setValue.current = field.setValue;
  const loaded = useRef<Promise<void> | null>(null);
  const startWidget = useRef(() => {});
  const { finishOnSubmit } = form;

  // The server refused the answer it was sent (used, expired or forged).
  const refused = field.serverErrors.length > 0;
  const refusedRef = useRef(refused);
  refusedRef.current = refused;

  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const onChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      if (state === 'verified' && payload) setValue.current(payload);
      // Keeps the refused answer, and with it the server's message, until a new one is solved.
      else if (!refusedRef.current) setValue.current('');
    };
    target.addEventListener('statechange', onChange);
    // The script loads when the form comes into sight or gets the focus, not with the page: a form
    // at the foot of a long page (a company's contact form) costs its first load nothing.
    const area = target.closest('form') ?? target;
    let observer: IntersectionObserver | null = null;
    const start = () => {
      observer?.disconnect();
      area.removeEventListener('focusin', start);
      loaded.current ??= loadAltcha(locale).then(() => {
        // A visitor who started on the form before the widget arrived gave no focus for it to notice.
        // Only if the widget has not started itself: a second verify aborts the first, and the widget
        // then reports the aborted one as failed ('Verificatie mislukt').
        const widget = target as Widget;
        const begun = started.current || area.contains(document.activeElement);
        if (begun && widget.getState?.() === 'unverified') void widget.verify?.();
      });
    };
    startWidget.current = start;
    area.addEventListener('focusin', start);
    if ('IntersectionObserver' in window) {
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start();
      });
      observer.observe(area);
    } else start();
    return () => {
      observer?.disconnect();
      area.removeEventListener('focusin', start);
      target.removeEventListener('statechange', onChange);
    };
  }, [locale]);

  useEffect(
    () =>
      finishOnSubmit(name, async () => {
        startWidget.current();
        await loaded.current;
        const widget = element.current as Widget | null;
        // A widget whose script has not loaded cannot answer; the form then says what is missing.
        return typeof widget?.verify === 'function' ? answerOf(widget) : null;
      }),
    [finishOnSubmit, name],
  );

  // After a refusal the widget starts over, so the visitor can solve a new challenge.
  useEffect(() => {
    if (refused) (element.current as Widget | null)?.reset?.();
  }, [refused]);

  return (
    <div className="mb-4" {...stateAttributes(field.status)} data-field={name}>
      <p id={`${field.id}-label`} className="mb-1 font-semibold">
        {field.label}
      </p>
      {widget.provider === 'altcha' ? (
        <altcha-widget
          ref={element}
          id={field.id}
          challenge={widget.challengeUrl}
          name={`${name}-widget`}
          language={locale}
          auto={start}
          role="group"
          aria-labelledby={`${field.id}-label`}
          aria-describedby={field.status.messages.length > 0 ? field.messagesId : undefined}
        />
      ) : null}
      <input type="hidden" name={name} value={typeof field.value === 'string' ? field.value : ''} />
      <noscript>
        <p className="text-sm">{noScript}</p>
      </noscript>
      {field.status.messages.length > 0 ? (
        <ul id={field.messagesId} className="mt-1 text-sm font-semibold text-red-700 dark:text-red-400">
          {field.status.messages.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
