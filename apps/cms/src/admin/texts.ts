import { useIntl } from 'react-intl';

type Text = { en: string; nl: string };

/**
 * The admin's texts of one of our screens, in its two languages: `message(key)` for react-intl
 * (English as default), `useText()` for a component's `t(key, values)`, and `nl` for the Dutch
 * the admin loads (app.tsx's config.translations).
 */
export function texts<K extends string>(prefix: string, entries: Record<K, Text>) {
  const message = (key: K) => ({ id: `standplaats.${prefix}.${key}`, defaultMessage: entries[key].en });
  return {
    message,
    useText: () => {
      const { formatMessage } = useIntl();
      return (key: K, values?: Record<string, string | number>) => formatMessage(message(key), values);
    },
    nl: Object.fromEntries(Object.entries<Text>(entries).map(([key, text]) => [`standplaats.${prefix}.${key}`, text.nl])),
  };
}
