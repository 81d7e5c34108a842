/** Spec section 9: prefetching starts about a second after load. */
export const PREFETCH_DELAY_MS = 1000;

/** The Network Information API's part we read; browsers without it count as a good connection. */
export type ConnectionInfo = { effectiveType?: string; saveData?: boolean };

/** No prefetching on a slow-2g connection or when the visitor asked to save data. */
export function mayPrefetch(connection: ConnectionInfo | undefined): boolean {
  return !(connection?.saveData || connection?.effectiveType === 'slow-2g');
}
