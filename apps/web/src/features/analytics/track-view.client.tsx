'use client';

import { useEffect } from 'react';
import type { TrackedItemType } from '@standplaats/shared';
import { afterLoadIdle } from '@/lib/app/idle';

/**
 * A detail page's own view, once per visit of the page, with its content's type and documentId
 * (the tracker leaves these paths to the page: see pageview-rule.ts). Renders nothing; the
 * tracker's code loads after the page, as the site-wide tracker's does (features/frame/idle-islands).
 */
export function TrackView({ type, id }: { type: TrackedItemType; id: string }) {
  useEffect(() => afterLoadIdle(() => void import('@/features/analytics/tracker.client').then(({ trackView }) => trackView({ type, id }))), [type, id]);
  return null;
}
