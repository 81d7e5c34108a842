'use client';

import { Suspense } from 'react';
import { useRouter } from 'next/navigation';
import { useErrorText } from '@/components/errors/error-text.client';
import { LazyErrorScreen } from '@/components/errors/lazy-error-screen.client';

export default function Error({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { homeHref, ...text } = useErrorText();
  const router = useRouter();
  return (
    <main id="inhoud">
      <Suspense>
        <LazyErrorScreen error={error} reset={reset} goHome={() => router.push(homeHref)} text={text} />
      </Suspense>
    </main>
  );
}
