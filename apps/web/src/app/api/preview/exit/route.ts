import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { isSameSitePath } from '@/lib/security/secrets';

/** Leaves draft mode and goes back to the page (or home). */
export async function GET(request: Request) {
  (await draftMode()).disable();
  const path = new URL(request.url).searchParams.get('path');
  redirect(isSameSitePath(path) ? path : '/');
}
