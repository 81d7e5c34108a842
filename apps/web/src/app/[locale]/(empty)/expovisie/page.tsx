import type { Metadata } from 'next';
import { routeLocale } from '@/i18n/params';
import { BrandLanding, brandLandingMetadata } from '@/features/magazines/brand-landing';

export async function generateMetadata({ params }: PageProps<'/[locale]/expovisie'>): Promise<Metadata> {
  return brandLandingMetadata('expovisie', await routeLocale(params));
}

export default async function ExpovisiePage({ params }: PageProps<'/[locale]/expovisie'>) {
  return <BrandLanding brand="expovisie" locale={await routeLocale(params)} />;
}
