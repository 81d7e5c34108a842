import { routeLocale } from '@/i18n/params';
import { Header } from '@/components/layout/header';
import { headerIslands } from '@/features/frame/site-frame';

/** The fullpage layout: the header over a full-bleed main area, no footer (dashboards, maps). */
export default async function FullpageLayout({ children, params }: LayoutProps<'/[locale]'>) {
  await routeLocale(params);
  return (
    <div className="flex h-dvh flex-col">
      <Header {...headerIslands()} />
      <main id="inhoud" className="min-h-0 flex-1">
        {children}
      </main>
    </div>
  );
}
