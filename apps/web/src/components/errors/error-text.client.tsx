'use client';

import { createContext, use, type ReactNode } from 'react';

export type ErrorText = { title: string; backHome: string; failed: string; homeHref: string };

const ErrorTextContext = createContext<ErrorText | null>(null);

/**
 * The error screen's words in the page's language, handed down by the server layout: an error
 * boundary gets no props but the error, and translating in the browser would ship next-intl.
 */
export function ErrorTextProvider({ value, children }: { value: ErrorText; children: ReactNode }) {
  return <ErrorTextContext value={value}>{children}</ErrorTextContext>;
}

export function useErrorText(): ErrorText {
  const text = use(ErrorTextContext);
  if (!text) throw new Error('useErrorText needs an ErrorTextProvider above it');
  return text;
}
