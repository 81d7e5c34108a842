import type { ReactNode } from 'react';
import type { Locale } from '@standplaats/shared';

/** Above content shown in Dutch on an English page: that it has no English version, in the page's language. */
export function OnlyInDutch({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <p lang={locale} className="mb-6 rounded border border-cool-300 p-3 text-sm">
      {children}
    </p>
  );
}
