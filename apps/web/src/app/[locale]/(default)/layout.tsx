import { routeLocale } from '@/i18n/params';
import { SiteChrome } from '@/components/layout/site-chrome';

export default async function DefaultLayout({ children, params }: LayoutProps<'/[locale]'>) {
  await routeLocale(params);
  return <SiteChrome>{children}</SiteChrome>;
}
