import { notFound } from 'next/navigation';

// The catch-all (`/c` in the spec): any path no other route matches. Redirects from the CMS are
// looked up before this in the proxy; what reaches this page does not exist.
export const dynamic = 'force-dynamic';

export default function CatchAll() {
  notFound();
}
