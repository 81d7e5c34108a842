'use client';

import { useEffect } from 'react';

/**
 * On the 404 page: the tracker counts no view of a path that does not exist. Renders nothing; the
 * tracker's code loads with it only here (this island sits in the not-found boundary of every page).
 */
export function NoPageview() {
  useEffect(() => void import('@/features/analytics/tracker.client').then(({ notFound }) => notFound()), []);
  return null;
}
