import type { ReactNode } from 'react';

/** One part of the account page, with its heading as the region's name. */
export function AccountSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-10 border-t border-cool-200 pt-6 dark:border-cool-700">
      <h2 id={id} className="mb-4 text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
