import type { Metadata } from 'next';
import { Image } from '@/components/ui/image';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { routeLocale } from '@/i18n/params';
import { getTopic, type Topic } from '@/lib/cms/explore';
import { paths, pathsPerLanguage } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { findLocalised } from '@/lib/localised-document';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { EventList } from '@/features/events/event-list';
import { PartnerLogos } from '@/features/companies/partner-logos';
import { ArticleGrid } from '@/features/news/article-card';

type Props = PageProps<'/[locale]/explore/[slug]'>;

export function generateStaticParams() {
  return [];
}

async function findTopic(slug: string, locale: Locale): Promise<Topic> {
  const topic = await findLocalised(getTopic, slug, locale, paths.topic);
  if (!topic) notFound();
  return topic;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const topic = await findTopic((await params).slug, locale);
  return pageMetadata({
    locale,
    title: topic.title,
    description: topic.intro,
    paths: pathsPerLanguage(topic.slugs, paths.topic),
    image: topic.image,
  });
}

export default async function TopicPage({ params }: Props) {
  const locale = await routeLocale(params);
  const topic = await findTopic((await params).slug, locale);
  const t = await getTranslations('explore');
  return (
    <article lang={topic.locale === locale ? undefined : topic.locale}>
      <Breadcrumbs locale={locale} trail={[{ name: t('title'), path: '/explore' }, { name: topic.title, path: paths.topic(topic.slug) }]} />
      <h1 className="mb-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{topic.title}</h1>
      {topic.intro && <p className="mb-6 max-w-3xl text-xl">{topic.intro}</p>}
      {topic.image && <Image src={topic.image.src} alt="" width={topic.image.width} height={topic.image.height} sizes="(min-width: 1152px) 1152px, 100vw" className="mb-10 aspect-[3/1] w-full rounded object-cover" priority />}
      <section aria-labelledby="nieuws" className="mb-10">
        <h2 id="nieuws" className="mb-4 text-2xl font-bold">{t('news')}</h2>
        <ArticleGrid articles={topic.articles} locale={locale} empty={t('noNews')} />
      </section>
      <section aria-labelledby="agenda" className="mb-10">
        <h2 id="agenda" className="mb-4 text-2xl font-bold">{t('events')}</h2>
        <EventList events={topic.events} locale={locale} empty={t('noEvents')} />
      </section>
      {topic.partners.length > 0 && (
        <section aria-labelledby="bedrijven">
          <h2 id="bedrijven" className="mb-4 text-2xl font-bold">{t('companies')}</h2>
          <PartnerLogos partners={topic.partners} />
        </section>
      )}
    </article>
  );
}
