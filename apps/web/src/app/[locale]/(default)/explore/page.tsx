import type { Metadata } from 'next';
import { CARD_WIDEST, Image } from '@/components/ui/image';
import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/i18n/params';
import { Link } from '@/i18n/navigation';
import { listTopics } from '@/lib/cms/explore';
import { paths } from '@/lib/paths';
import { everyLanguage } from '@/lib/seo/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { GuideLinks } from '@/components/layout/guide-links';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';

export async function generateMetadata({ params }: PageProps<'/[locale]/explore'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations('explore');
  return pageMetadata({ locale, title: t('title'), description: t('intro'), paths: everyLanguage('/explore') });
}

export default async function ExplorePage({ params }: PageProps<'/[locale]/explore'>) {
  const locale = await routeLocale(params);
  const [topics, t] = await Promise.all([listTopics(locale), getTranslations('explore')]);
  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ name: t('title'), path: '/explore' }]} />
      <h1 className="mb-2 text-3xl font-extrabold tracking-tight">{t('title')}</h1>
      <p className="mb-8 max-w-3xl text-lg">{t('intro')}</p>
      {topics.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {topics.map((topic, i) => (
            <li key={topic.documentId} className="flex flex-col gap-2">
              {topic.image && <Image src={topic.image.src} alt="" width={topic.image.width} height={topic.image.height} sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw" widest={CARD_WIDEST} className="aspect-video w-full rounded object-cover" priority={i === 0} />}
              <h2 className="text-xl font-semibold">
                <Link href={paths.topic(topic.slug)}>{topic.title}</Link>
              </h2>
              {topic.intro && <p className="line-clamp-3">{topic.intro}</p>}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-12">
        <GuideLinks />
      </div>
    </>
  );
}
