import { NotFoundPage, notFoundMetadata } from '@/features/errors/not-found-page';

export const metadata = notFoundMetadata;

export default function NotFound() {
  return <NotFoundPage />;
}
