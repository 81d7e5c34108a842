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

const loaded = new Map<Locale, Promise<Messages>>();

/**
 * The UI messages of a locale; a key missing in Dutch falls back to English (spec section 1).
 * Merged once per process: every page asks for them, and merging the thousand keys took about a
 * third of the translations' time in a search page's render (`--cpu-prof`). Callers must not change
 * them.
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = merge(locale);
    loaded.set(locale, messages);
  }
  return messages;
}

async function merge(locale: Locale): Promise<Messages> {
  const english = (await import('../../messages/en.json')).default as Messages;
  if (locale === 'en') return english;
  const dutch = (await import('../../messages/nl.json')).default as Messages;
  return withFallback(dutch, english);
}
