import type { Locale } from '@standplaats/shared';

type Messages = { [key: string]: string | Messages };

/** Deep merge: keys of `primary` win, anything it lacks comes from `fallback`. */
export function withFallback(primary: Messages, fallback: Messages): Messages {
  const merged: Messages = { ...fallback };
  for (const [key, value] of Object.entries(primary)) {
    const base = merged[key];
    merged[key] =
      typeof value === 'object' && typeof base === 'object' ? withFallback(value, base) : value;
  }
  return merged;
}

/** The UI messages of a locale; a key missing in Dutch falls back to English (spec section 1). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const english = (await import('../../messages/en.json')).default as Messages;
  if (locale === 'en') return english;
  const dutch = (await import('../../messages/nl.json')).default as Messages;
  return withFallback(dutch, english);
}
