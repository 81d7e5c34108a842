import { routeLocale } from '@/i18n/params';
import { SiteFrame } from '@/features/frame/site-frame';

export default async function DefaultLayout({ children, languages, params }: LayoutProps<'/[locale]'>) {
  await routeLocale(params);
  return <SiteFrame languageSwitch={languages}>{children}</SiteFrame>;
}
