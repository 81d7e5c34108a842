import { NotFoundPage, notFoundMetadata } from '@/components/errors/not-found-page';

export const metadata = notFoundMetadata;

export default function NotFound() {
  return <NotFoundPage />;
}
