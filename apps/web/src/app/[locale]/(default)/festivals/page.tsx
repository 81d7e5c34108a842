import type { Metadata } from 'next';
import { routeLocale } from '@/i18n/params';
import { ThemePage, themeMetadata } from '@/features/pages/theme-page';

type Props = PageProps<'/[locale]/festivals'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return themeMetadata('festivals', await routeLocale(params));
}

export default async function Page({ params }: Props) {
  return <ThemePage slug="festivals" locale={await routeLocale(params)} />;
}
