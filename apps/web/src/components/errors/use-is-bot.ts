'use client';

import { useSyncExternalStore } from 'react';
import { isbot } from 'isbot';

const subscribe = () => () => {};

/** True in a crawler's browser; the server snapshot assumes a person. */
export function useIsBot(): boolean {
  return useSyncExternalStore(subscribe, () => isbot(navigator.userAgent), () => false);
}
