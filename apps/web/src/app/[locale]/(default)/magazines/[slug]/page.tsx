import type { Metadata } from 'next';
import { Image } from '@/components/ui/image';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { routeLocale } from '@/i18n/params';
import { Link } from '@/i18n/navigation';
import { getMagazine, type Magazine } from '@/lib/cms/magazines';
import { formatDate } from '@/lib/format';
import { paths, pathsPerLanguage } from '@/lib/paths';
import { publicationIssueLd } from '@/lib/seo/json-ld';
import { absoluteMediaUrl, absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { findLocalised } from '@/lib/localised-document';
import { JsonLd } from '@/components/seo/json-ld';
import { Blocks } from '@/components/ui/blocks';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { brandNames } from '@/features/magazines/magazine-card';
import { primaryButton } from '@/components/ui/button-styles';

type Props = PageProps<'/[locale]/magazines/[slug]'>;

export function generateStaticParams() {
  return [];
}

async function findMagazine(slug: string, locale: Locale): Promise<Magazine> {
  const magazine = await findLocalised(getMagazine, slug, locale, paths.magazine);
  if (!magazine) notFound();
  return magazine;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const magazine = await findMagazine((await params).slug, locale);
  const t = await getTranslations('magazines');
  return pageMetadata({
    locale,
    title: magazine.title,
    description: t('issueDescription', { brand: brandNames[magazine.brand], number: magazine.issueNumber }),
    paths: pathsPerLanguage(magazine.slugs, paths.magazine),
    image: magazine.cover,
  });
}

export default async function MagazinePage({ params }: Props) {
  const locale = await routeLocale(params);
  const magazine = await findMagazine((await params).slug, locale);
  const t = await getTranslations('magazines');
  const brand = brandNames[magazine.brand];
  return (
    <article lang={magazine.locale === locale ? undefined : magazine.locale}>
      <Breadcrumbs locale={locale} trail={[{ name: t('title'), path: '/magazines' }, { name: magazine.title, path: paths.magazine(magazine.slug) }]} />
      <JsonLd
        data={publicationIssueLd({
          url: absoluteUrl(locale, paths.magazine(magazine.slug)),
          name: magazine.title,
          issueNumber: magazine.issueNumber,
          datePublished: magazine.date,
          image: magazine.cover ? { url: absoluteMediaUrl(magazine.cover.src), width: magazine.cover.width, height: magazine.cover.height } : undefined,
          isPartOf: { url: absoluteUrl(locale, `/${magazine.brand}`), name: brand },
        })}
      />
      <div className="grid gap-8 md:grid-cols-[280px_1fr]">
        {magazine.cover && (
          <Image src={magazine.cover.src} alt={t('coverOf', { title: magazine.title })} width={magazine.cover.width} height={magazine.cover.height} sizes="280px" className="h-auto w-full rounded shadow" priority />
        )}
        <div>
          <p className="text-sm font-semibold uppercase text-main-800 dark:text-main-300">
            <Link href={`/${magazine.brand}`}>{brand}</Link> #{magazine.issueNumber}
          </p>
          <h1 className="mb-2 text-3xl font-extrabold tracking-tight">{magazine.title}</h1>
          <p className="mb-6 text-cool-600 dark:text-cool-300">
            <time dateTime={magazine.date}>{formatDate(magazine.date, locale)}</time>
          </p>
          {magazine.contents.length > 0 && (
            <section aria-labelledby="inhoud-nummer" className="mb-6">
              <h2 id="inhoud-nummer" className="mb-2 text-xl font-bold">{t('contents')}</h2>
              <Blocks blocks={magazine.contents} />
            </section>
          )}
          <p className="flex flex-wrap gap-3">
            {magazine.readingUrl && <a href={magazine.readingUrl} rel="noopener noreferrer" className={primaryButton}>{t('read')}</a>}
            {magazine.pdfUrl && <a href={magazine.pdfUrl} className={primaryButton} download>{t('pdf')}</a>}
            <Link href="/abonnementen" className="inline-block rounded border border-cool-300 px-4 py-2 font-semibold no-underline">{t('subscribe')}</Link>
          </p>
        </div>
      </div>
    </article>
  );
}
