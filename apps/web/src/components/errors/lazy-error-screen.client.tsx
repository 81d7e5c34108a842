'use client';

import { lazy } from 'react';

/**
 * The error screen, loaded when an error happens: the error boundaries load with every page, and the
 * screen brings the crawler check's long pattern list. Render it inside Suspense.
 */
export const LazyErrorScreen = lazy(() => import('./error-screen.client').then(({ ErrorScreen }) => ({ default: ErrorScreen })));
