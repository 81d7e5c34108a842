import { getTranslations } from 'next-intl/server';
import { CurrentPath } from './current-path.client';

// Stands in for the path while the message is formatted, then marks where the path goes.
const SLOT = '\u0000';

/** `Page Not Found: {path}` with the path the visitor asked for (spec section 2). */
export async function RequestedPath() {
  const t = await getTranslations('notFound');
  const [before, after = ''] = t('message', { path: SLOT }).split(SLOT);
  return (
    <p className="font-mono text-sm" data-testid="not-found-message">
      {before}
      <CurrentPath />
      {after}
    </p>
  );
}
