'use client';

import { useEffect } from 'react';
import type { TrackedItemType } from '@standplaats/shared';
import { trackView } from '@/lib/analytics/tracker';

/**
 * A detail page's own view, once per visit of the page, with its content's type and documentId
 * (the tracker leaves these paths to the page: see pageview-rule.ts). Renders nothing.
 */
export function TrackView({ type, id }: { type: TrackedItemType; id: string }) {
  useEffect(() => trackView({ type, id }), [type, id]);
  return null;
}
