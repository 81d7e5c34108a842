import { setTimeout as sleep } from 'node:timers/promises';
import { SETTLE_MS } from '../../apps/cms/src/site/revalidation';

export { SETTLE_MS };

/**
 * Resolves once the CMS has told the site of every write made so far a second time (SETTLE_MS
 * after each), and a second more for that call. That call expires the pages of those writes again:
 * a test that counts on a page staying cached waits for it first.
 */
export const revalidationSettled = () => sleep(SETTLE_MS + 1000);
