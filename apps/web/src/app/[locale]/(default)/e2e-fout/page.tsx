import { notFound } from 'next/navigation';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

// Throws on purpose when E2E_ERROR_ROUTE=true, so the end-to-end suite can see the error screen;
// everywhere else this path does not exist.
export default function ForcedError() {
  if (env.E2E_ERROR_ROUTE !== 'true') notFound();
  throw new Error('Geforceerde fout voor de end-to-end-test');
}
