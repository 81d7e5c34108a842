import type { Metadata } from 'next';
import { routeLocale } from '@/i18n/params';
import { BrandLanding, brandLandingMetadata } from '@/features/magazines/brand-landing';

export async function generateMetadata({ params }: PageProps<'/[locale]/conferencematters'>): Promise<Metadata> {
  return brandLandingMetadata('conferencematters', await routeLocale(params));
}

export default async function ConferencemattersPage({ params }: PageProps<'/[locale]/conferencematters'>) {
  return <BrandLanding brand="conferencematters" locale={await routeLocale(params)} />;
}
