import { getTranslations } from 'next-intl/server';

/**
 * Shown on every page while the CMS's preview is on (Next's draft mode): the pages show drafts, so
 * links followed from here stay in preview. Closing it returns to the same page, published.
 */
export async function PreviewBar() {
  const t = await getTranslations('preview');
  return (
    <div role="status" className="sticky top-0 z-50 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-main px-4 py-2 text-center text-sm font-semibold text-cool-900">
      <span>{t('bar')}</span>
      {/* A route handler, not a page (no client navigation): it returns to the page the link was on (its Referer).
          In the whole window: inside the admin's frame the published page may not be framed (frame-ancestors). */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/api/preview/exit" target="_top" className="underline underline-offset-2">
        {t('exit')}
      </a>
    </div>
  );
}
