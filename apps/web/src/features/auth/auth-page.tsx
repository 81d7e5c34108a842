import type { ReactNode } from 'react';
import type { Locale } from '@standplaats/shared';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';

type AuthPageProps = { locale: Locale; path: string; title: string; intro?: string; children: ReactNode };

/** The frame of the account pages (log-in, sign-up, password, activation): a narrow column. */
export function AuthPage({ locale, path, title, intro, children }: AuthPageProps) {
  return (
    <div className="mx-auto max-w-lg">
      <Breadcrumbs locale={locale} trail={[{ name: title, path }]} />
      <h1 className="mb-2 text-3xl font-extrabold tracking-tight">{title}</h1>
      {intro ? <p className="mb-6 text-lg">{intro}</p> : null}
      {children}
    </div>
  );
}

/** A line of links under a form ("Forgot your password?"). */
export function AuthLinks({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col gap-2 border-t border-cool-200 pt-4 dark:border-cool-700">{children}</div>;
}
