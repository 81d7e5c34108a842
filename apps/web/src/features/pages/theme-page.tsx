import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import { listArticles } from '@/lib/cms/articles';
import { listEvents } from '@/lib/cms/events';
import { getPage } from '@/lib/cms/pages';
import { bySlugOrDutch } from '@/lib/cms/strapi';
import { calendarHref, type CalendarFilters } from '@/lib/calendar/filters';
import { paths } from '@/lib/paths';
import { everyLanguage } from '@/lib/seo/alternates';
import { itemListLd } from '@/lib/seo/event-ld';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { NewsSection } from '@/features/news/news-section';
import { EventList } from '@/features/events/event-list';
import { themes, type ThemeSlug } from '@/features/events/themes';
import { PageBlocks } from './page-blocks';

const EVENTS = 12;
const NEWS = 6;

/** The theme's CMS page in the reader's language (else Dutch), or the site's own title and intro when the editors have none. */
async function intro(slug: ThemeSlug, locale: Locale) {
  const [page, t] = await Promise.all([bySlugOrDutch(getPage, slug, locale), getTranslations({ locale, namespace: 'themes.fallback' })]);
  return {
    title: page?.title || t(`${slug}.title`),
    intro: page?.intro || t(`${slug}.intro`),
    description: page?.seo.description || page?.intro || t(`${slug}.intro`),
    image: page?.seo.image ?? null,
    blocks: page?.blocks ?? [],
    lang: page && page.locale !== locale ? page.locale : undefined,
  };
}

export async function themeMetadata(slug: ThemeSlug, locale: Locale): Promise<Metadata> {
  const { title, description, image } = await intro(slug, locale);
  return pageMetadata({ locale, title, description, paths: everyLanguage(paths.page(slug)), image });
}

/** A theme page: the intro from the CMS, the kind's upcoming events and the news about it. */
export async function ThemePage({ slug, locale }: { slug: ThemeSlug; locale: Locale }) {
  const kind = themes[slug];
  const [page, t, events, news] = await Promise.all([
    intro(slug, locale),
    getTranslations('themes'),
    listEvents({ locale, when: 'upcoming', kind, pageSize: EVENTS }),
    listArticles({ locale, theme: kind, pageSize: NEWS }),
  ]);
  const all: CalendarFilters = { kind, view: 'lijst', past: false, page: 1 };
  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ name: page.title, path: paths.page(slug) }]} />
      <JsonLd data={itemListLd(events.items.map((event) => ({ url: absoluteUrl(locale, paths.event(event.slug)), name: event.title })))} />
      <div lang={page.lang}>
        <h1 className="mb-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{page.title}</h1>
        <p className="mb-8 max-w-3xl text-xl">{page.intro}</p>
        <PageBlocks blocks={page.blocks} locale={locale} />
      </div>
      <section aria-labelledby="eerstvolgende" className="mt-10">
        <h2 id="eerstvolgende" className="mb-4 text-2xl font-bold">
          {t('upcoming')}
        </h2>
        <EventList events={events.items} locale={locale} empty={t('noEvents')} />
        <p className="mt-4">
          <Link href={calendarHref(paths.calendar, all)}>{t('allInCalendar', { title: page.title.toLocaleLowerCase(locale) })}</Link>
        </p>
      </section>
      <NewsSection title={t('news')} articles={news.items} locale={locale} empty={t('noNews')} className="mt-12" />
    </>
  );
}
