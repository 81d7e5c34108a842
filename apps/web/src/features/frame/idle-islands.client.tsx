'use client';

import { useEffect, useState, type ComponentProps } from 'react';
import type { LivingApp, Tracker } from '@/features/analytics/tracker.client';
import { afterLoadIdle } from '@/lib/app/idle';

type Props = { tracker: boolean } & ComponentProps<typeof LivingApp>;
type Islands = { Tracker: typeof Tracker; LivingApp: typeof LivingApp };

// Neither island renders anything, so a plain import() does: next/dynamic would add its own code.
const loadIslands = () => import('@/features/analytics/tracker.client').then(({ Tracker, LivingApp }) => ({ Tracker, LivingApp }));

/**
 * The tracker and the living app (spec section 4). Their code loads once the page has loaded and
 * the browser is idle, so it never holds up the first paint or the hydration of what the visitor sees.
 */
export function IdleIslands({ tracker, push }: Props) {
  const [islands, setIslands] = useState<Islands | null>(null);
  useEffect(() => afterLoadIdle(() => void loadIslands().then(setIslands)), []);
  if (!islands) return null;
  return (
    <>
      {tracker && <islands.Tracker />}
      <islands.LivingApp push={push} />
    </>
  );
}
