import type { Metadata } from 'next';
import { routeLocale } from '@/i18n/params';
import { ThemePage, themeMetadata } from '@/features/pages/theme-page';

type Props = PageProps<'/[locale]/beurzen'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return themeMetadata('beurzen', await routeLocale(params));
}

export default async function Page({ params }: Props) {
  return <ThemePage slug="beurzen" locale={await routeLocale(params)} />;
}
