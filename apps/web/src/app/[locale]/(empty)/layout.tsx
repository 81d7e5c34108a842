import { routeLocale } from '@/i18n/params';

/** The empty layout: no header or footer, for redirects and brand landing pages. */
export default async function EmptyLayout({ children, params }: LayoutProps<'/[locale]'>) {
  await routeLocale(params);
  return (
    <main id="inhoud" className="min-h-dvh">
      {children}
    </main>
  );
}
