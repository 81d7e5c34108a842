import { getTranslations } from 'next-intl/server';
import { CurrentPath } from './current-path.client';

// Stands in for the path while the message is formatted, then marks where the path goes.
const SLOT = '\u0000';

/**
 * `Page Not Found: {path}` with the path the visitor asked for (spec section 2): `path` when the
 * server knows it, else the browser's address.
 */
export async function RequestedPath({ path }: { path?: string }) {
  const t = await getTranslations('notFound');
  const [before, after = ''] = t('message', { path: SLOT }).split(SLOT);
  return (
    <p className="font-mono text-sm" data-testid="not-found-message">
      {path === undefined ? (
        <>
          {before}
          <CurrentPath />
          {after}
        </>
      ) : (
        t('message', { path })
      )}
    </p>
  );
}
