import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
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
  const target = await followOutboundLink(id, { referrer });
  if (!target) notFound();
  redirect(target);
}
