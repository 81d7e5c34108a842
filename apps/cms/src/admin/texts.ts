type Text = { en: string; nl: string };

/**
 * The admin's texts of one of our screens, in its two languages: `message(key)` for react-intl
 * (English as default), `nl` for the Dutch the admin loads (app.tsx's config.translations).
 */
export function texts<K extends string>(prefix: string, entries: Record<K, Text>) {
  return {
    message: (key: K) => ({ id: `standplaats.${prefix}.${key}`, defaultMessage: entries[key].en }),
    nl: Object.fromEntries(Object.entries<Text>(entries).map(([key, text]) => [`standplaats.${prefix}.${key}`, text.nl])),
  };
}
