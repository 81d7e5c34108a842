'use client';

import { useEffect } from 'react';
import { notFound } from '@/lib/analytics/tracker';

/** On the 404 page: the tracker counts no view of a path that does not exist. Renders nothing. */
export function NoPageview() {
  useEffect(() => notFound(), []);
  return null;
}
