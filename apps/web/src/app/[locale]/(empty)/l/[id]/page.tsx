import { cookies, headers } from 'next/headers';
import { SESSION_COOKIE } from '@standplaats/shared';
import { notFound, redirect } from 'next/navigation';
import { dropReason } from '@/lib/analytics/privacy';
import { decodeSession } from '@/lib/analytics/session-cookie';
import { followOutboundLink } from '@/lib/cms/outbound-links';
import { numericId } from '@/lib/cms/strapi';

// A tracked outbound link (banners, partner links): every visit records a Marketing event, so it is
// never cached, and it is not counted as a page view.
export const dynamic = 'force-dynamic';

export default async function OutboundLink({ params }: PageProps<'/[locale]/l/[id]'>) {
  const id = numericId((await params).id);
  if (id === null) notFound();
  const requestHeaders = await headers();
  const referrer = requestHeaders.get('referer') ?? undefined;
  // The click joins the visitor's session (the tracker sends no Marketing for /l/{id}: this is it),
  // unless they asked not to be tracked.
  const session = dropReason(requestHeaders) ? undefined : decodeSession((await cookies()).get(SESSION_COOKIE)?.value, Date.now())?.id;
  const target = await followOutboundLink(id, { referrer, ...(session && { session }) });
  if (!target) notFound();
  redirect(target);
}
