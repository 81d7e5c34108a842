'use client';

import { usePathname } from 'next/navigation';

/** The path in the address bar: a not-found page is shared by every unknown URL, so only the browser knows it. */
export function CurrentPath() {
  return usePathname();
}
