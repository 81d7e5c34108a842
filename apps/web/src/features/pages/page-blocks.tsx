import { Image } from '@/components/ui/image';
import type { Locale } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import type { PageBlock } from '@/lib/cms/pages';
import { isSameSitePath } from '@/lib/security/secrets';
import { embedUrl } from '@/lib/embeds';
import { Blocks } from '@/components/ui/blocks';
import { EventList } from '@/features/events/event-list';
import { PartnerLogos } from '@/features/companies/partner-logos';
import { ArticleGrid } from '@/features/news/article-card';
import { LabelledGallery } from '@/features/media/labelled-gallery';
import { primaryButton } from '@/components/ui/button-styles';

type BlockProps<K extends PageBlock['kind']> = { block: Extract<PageBlock, { kind: K }>; locale: Locale };

function CallToAction({ block }: BlockProps<'call-to-action'>) {
  const internal = isSameSitePath(block.url);
  return (
    <section className="my-10 rounded-lg bg-main-50 p-6 dark:bg-cool-800">
      <h2 className="text-2xl font-bold">{block.title}</h2>
      {block.text && <p className="mb-4 mt-2">{block.text}</p>}
      {internal ? (
        <Link href={block.url} className={primaryButton}>{block.buttonLabel}</Link>
      ) : (
        <a href={block.url} rel="noopener noreferrer" className={primaryButton}>{block.buttonLabel}</a>
      )}
    </section>
  );
}

function CardGrid({ block, locale }: BlockProps<'card-grid'>) {
  return (
    <section className="my-10">
      {block.title && <h2 className="mb-4 text-2xl font-bold">{block.title}</h2>}
      {block.articles.length > 0 && <ArticleGrid articles={block.articles} locale={locale} empty="" />}
      {block.events.length > 0 && (
        <div className="mt-6">
          <EventList events={block.events} locale={locale} />
        </div>
      )}
      {block.partners.length > 0 && (
        <PartnerLogos partners={block.partners} />
      )}
    </section>
  );
}

function Embed({ block }: BlockProps<'embed'>) {
  const src = embedUrl(block.url);
  return (
    <section className="my-10">
      {block.title && <h2 className="mb-4 text-2xl font-bold">{block.title}</h2>}
      {src ? (
        <iframe src={src} title={block.title || block.url} loading="lazy" allowFullScreen className="aspect-video w-full rounded" />
      ) : (
        <a href={block.url} rel="noopener noreferrer">{block.title || block.url}</a>
      )}
    </section>
  );
}

/** The dynamic zone of a CMS page, rendered on the server; only the gallery ships JavaScript. */
export function PageBlocks({ blocks, locale }: { blocks: PageBlock[]; locale: Locale }) {
  return blocks.map((block) => {
    const key = `${block.kind}-${block.id}`;
    switch (block.kind) {
      case 'rich-text':
        return <Blocks key={key} blocks={block.body} />;
      case 'image':
        return (
          <figure key={key} className="my-8">
            <Image src={block.image.src} alt={block.image.alt} width={block.image.width} height={block.image.height} sizes="(min-width: 1152px) 1152px, 100vw" className="h-auto w-full rounded" />
            {block.caption && <figcaption className="meta-text mt-2">{block.caption}</figcaption>}
          </figure>
        );
      case 'gallery':
        return <LabelledGallery key={key} images={block.images} title={block.title} column="main" />;
      case 'call-to-action':
        return <CallToAction key={key} block={block} locale={locale} />;
      case 'card-grid':
        return <CardGrid key={key} block={block} locale={locale} />;
      case 'embed':
        return <Embed key={key} block={block} locale={locale} />;
    }
  });
}
