'use client';

import type { ComponentProps } from 'react';
import NextLink from 'next/link';

/**
 * next/link whose prefetch waits for components/app/use-delayed-prefetch.ts, which finds it by
 * `data-prefetch`. Set here rather than by the server component that renders it, so the two props
 * are not written into the page's payload once per link (about 36 bytes, a hundred links a page).
 */
export function DelayedLink(props: Omit<ComponentProps<typeof NextLink>, 'prefetch'>) {
  return <NextLink {...props} prefetch={false} data-prefetch="" />;
}
