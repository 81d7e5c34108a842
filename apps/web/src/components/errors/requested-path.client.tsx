'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';

/** `Page Not Found: {path}` with the path the visitor asked for (spec section 2). */
export function RequestedPath() {
  const pathname = usePathname();
  const t = useTranslations('notFound');
  return <p className="font-mono text-sm" data-testid="not-found-message">{t('message', { path: pathname })}</p>;
}
