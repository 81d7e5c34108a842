import { notFound } from 'next/navigation';
import { routeLocale } from '@/i18n/params';
import { errorPageRequest } from '@/lib/errors/error-page';
import { ServerErrorPage, serverErrorMetadata } from '@/features/errors/server-error-page';

// Reached only through the proxy's rewrite of the server's own request for a 5xx's page (with the
// process's token).
export const dynamic = 'force-dynamic';

export const metadata = serverErrorMetadata;

export default async function ServerErrorRender({ params }: PageProps<'/[locale]/serverfout'>) {
  const locale = await routeLocale(params);
  const wanted = await errorPageRequest();
  // Not a URL of its own: asked for directly, it does not exist.
  if (wanted === null || wanted.status < 500) notFound();
  return <ServerErrorPage locale={locale} status={wanted.status} />;
}
