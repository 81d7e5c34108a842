import type messages from './messages/nl.json';
import type { routing } from './src/i18n/routing';

declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
  }
}

// The ALTCHA widget is a custom element; React 19 passes its attributes through as they are.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        challenge?: string;
        name?: string;
        language?: string;
        auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit';
        workers?: number;
      };
    }
  }
}
