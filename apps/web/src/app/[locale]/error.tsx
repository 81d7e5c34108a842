'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import { ErrorScreen } from '@/components/errors/error-screen.client';

export default function Error({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('error');
  const router = useRouter();
  return (
    <main id="inhoud">
      <ErrorScreen
        error={error}
        reset={reset}
        goHome={() => router.push('/')}
        text={{ title: t('title'), backHome: t('backHome') }}
      />
    </main>
  );
}
