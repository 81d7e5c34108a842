import { SiteFrame } from '@/features/frame/site-frame';
import { NotFoundContent } from './not-found-content';

/** The not-found page in the site's frame, as the server's whole-page render of a 404 shows it (lib/errors/error-page.ts). */
export function NotFoundPage({ path }: { path?: string }) {
  return (
    <SiteFrame>
      <NotFoundContent path={path} />
    </SiteFrame>
  );
}
