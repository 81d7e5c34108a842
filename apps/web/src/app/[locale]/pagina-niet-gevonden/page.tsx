import { notFound } from 'next/navigation';
import { routeLocale } from '@/i18n/params';
import { errorPageRequest } from '@/lib/errors/error-page';
import { notFoundMetadata } from '@/features/errors/not-found-content';
import { NotFoundPage } from '@/features/errors/not-found-page';

// Reached only through the proxy's rewrite of the server's own request for a 404's page (with the
// process's token); the path is per request, so so is the page.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/pagina-niet-gevonden'>) {
  return notFoundMetadata(await routeLocale(params));
}

export default async function NotFoundRender({ params }: PageProps<'/[locale]/pagina-niet-gevonden'>) {
  await routeLocale(params);
  const wanted = await errorPageRequest();
  // Not a URL of its own: asked for directly, it does not exist.
  if (wanted?.status !== 404) notFound();
  return <NotFoundPage path={wanted.path} />;
}
