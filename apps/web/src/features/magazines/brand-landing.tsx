import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import { listMagazines, type MagazineBrand } from '@/lib/cms/magazines';
import { periodicalLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/metadata';
import { siteIdentity } from '@/lib/seo/site';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { cmsPageMetadata, findPage } from '@/features/pages/cms-page';
import { PageBlocks } from '@/features/pages/page-blocks';
import { MagazineGrid, brandNames } from './magazine-card';

export const brandLandingMetadata = (brand: MagazineBrand, locale: Locale): Promise<Metadata> => cmsPageMetadata(brand, locale);

/** A magazine brand's own landing page (empty layout): its CMS page, its issues, the way back. */
export async function BrandLanding({ brand, locale }: { brand: MagazineBrand; locale: Locale }) {
  const [page, issues, t] = await Promise.all([findPage(brand, locale), listMagazines(locale, { brand, pageSize: 8 }), getTranslations('magazines')]);
  const name = brandNames[brand];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="mb-8 flex flex-wrap items-center justify-between gap-4 border-b-4 border-main pb-4">
        <p className="text-3xl font-extrabold tracking-tight">{name}</p>
        <Link href="/" className="inline-flex min-h-11 items-center font-medium">{t('backToSite')}</Link>
      </header>
      <Breadcrumbs locale={locale} trail={[{ name, path: `/${brand}` }]} />
      <JsonLd data={periodicalLd({ url: absoluteUrl(locale, `/${brand}`), name, publisher: siteIdentity() })} />
      <article lang={page.locale === locale ? undefined : page.locale}>
        <h1 className="mb-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{page.title}</h1>
        {page.intro && <p className="mb-8 max-w-3xl text-xl">{page.intro}</p>}
        <PageBlocks blocks={page.blocks} locale={locale} />
      </article>
      <section aria-labelledby="nummers" className="mt-12">
        <h2 id="nummers" className="mb-4 text-2xl font-bold">{t('issuesOf', { brand: name })}</h2>
        <MagazineGrid magazines={issues.items} locale={locale} empty={t('empty')} />
      </section>
    </div>
  );
}
