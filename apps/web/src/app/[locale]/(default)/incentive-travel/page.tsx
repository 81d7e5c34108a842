import type { Metadata } from 'next';
import { routeLocale } from '@/i18n/params';
import { ThemePage, themeMetadata } from '@/features/pages/theme-page';

type Props = PageProps<'/[locale]/incentive-travel'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return themeMetadata('incentive-travel', await routeLocale(params));
}

export default async function Page({ params }: Props) {
  return <ThemePage slug="incentive-travel" locale={await routeLocale(params)} />;
}
