import { defaultLocale } from '@standplaats/shared';
import { NotFoundBoundary, notFoundMetadata } from '@/features/errors/not-found-content';

// Next resolves a not-found boundary's metadata without the route's language; the spec's title
// ("Page not found") is the same in both.
export const generateMetadata = () => notFoundMetadata(defaultLocale);

export default function NotFound() {
  return <NotFoundBoundary />;
}
