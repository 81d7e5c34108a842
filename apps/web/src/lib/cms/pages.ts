import { cache } from 'react';
import { z } from 'zod';
import { eventKinds, type Locale } from '@standplaats/shared';
import { safeHref } from '@/lib/security/links';
import { blocksSchema, type BlockNode } from './blocks';
import { findBySlug } from './lookup';
import { mediaSchema, toMedia, type Media } from './media';
import { documentFields, localizationsSchema, slugsOf } from './strapi';

const cardArticle = z.object({ title: z.string(), slug: z.string(), excerpt: z.string().nullable().optional(), date: z.string(), cover: mediaSchema.nullable().optional() });
const cardEvent = z.object({ title: z.string(), slug: z.string(), kind: z.enum(eventKinds), startsAt: z.string(), endsAt: z.string(), city: z.string().nullable().optional() });
const cardPartner = z.object({ documentId: z.string(), name: z.string(), slug: z.string(), logo: mediaSchema.nullable().optional() });

// A link target that is safe to render, or a failed parse: the block is then dropped.
const link = z.string().transform(safeHref).pipe(z.string());

// One schema per dynamic-zone component; an unknown component is dropped, not a failed page.
const blockSchema = z.discriminatedUnion('__component', [
  z.object({ __component: z.literal('blocks.rich-text'), id: z.number(), body: blocksSchema.nullable().optional() }),
  z.object({ __component: z.literal('blocks.image'), id: z.number(), image: mediaSchema.nullable().optional(), alt: z.string().nullable().optional(), caption: z.string().nullable().optional() }),
  z.object({ __component: z.literal('blocks.gallery'), id: z.number(), title: z.string().nullable().optional(), images: z.array(mediaSchema).nullable().optional() }),
  z.object({ __component: z.literal('blocks.call-to-action'), id: z.number(), title: z.string(), text: z.string().nullable().optional(), buttonLabel: z.string(), url: link }),
  z.object({ __component: z.literal('blocks.card-grid'), id: z.number(), title: z.string().nullable().optional(), articles: z.array(cardArticle).optional(), events: z.array(cardEvent).optional(), partners: z.array(cardPartner).optional() }),
  z.object({ __component: z.literal('blocks.embed'), id: z.number(), title: z.string().nullable().optional(), url: link }),
]);

const knownBlock = z.unknown().transform((value) => {
  const parsed = blockSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
});

const pageSchema = z.object({
  ...documentFields,
  title: z.string(),
  slug: z.string(),
  intro: z.string().nullable().optional(),
  updatedAt: z.iso.datetime({ offset: true }).optional(),
  seo: z.object({ metaTitle: z.string().nullable().optional(), metaDescription: z.string().nullable().optional(), shareImage: mediaSchema.nullable().optional() }).nullable().optional(),
  blocks: z.array(knownBlock).nullable().optional(),
  localizations: localizationsSchema,
});

type RawBlock = z.infer<typeof blockSchema>;

export type PageBlock =
  | { kind: 'rich-text'; id: number; body: BlockNode[] }
  | { kind: 'image'; id: number; image: Media; caption: string }
  | { kind: 'gallery'; id: number; title: string; images: Media[] }
  | { kind: 'call-to-action'; id: number; title: string; text: string; buttonLabel: string; url: string }
  | { kind: 'card-grid'; id: number; title: string; articles: (Omit<z.infer<typeof cardArticle>, 'cover'> & { cover: Media | null })[]; events: z.infer<typeof cardEvent>[]; partners: (Omit<z.infer<typeof cardPartner>, 'logo'> & { logo: Media | null })[] }
  | { kind: 'embed'; id: number; title: string; url: string };

export type CmsPage = {
  documentId: string;
  locale: Locale;
  title: string;
  slug: string;
  intro: string;
  updatedAt: string;
  seo: { title: string | null; description: string | null; image: Media | null };
  blocks: PageBlock[];
  slugs: Partial<Record<Locale, string>>;
};

const medias = (list: z.infer<typeof mediaSchema>[] | null | undefined) => (list ?? []).map(toMedia).filter((m): m is Media => m !== null);

function toBlock(raw: RawBlock): PageBlock | null {
  switch (raw.__component) {
    case 'blocks.rich-text':
      return { kind: 'rich-text', id: raw.id, body: raw.body ?? [] };
    case 'blocks.image': {
      const image = toMedia(raw.image);
      return image && { kind: 'image', id: raw.id, image: { ...image, alt: raw.alt ?? image.alt }, caption: raw.caption ?? '' };
    }
    case 'blocks.gallery':
      return { kind: 'gallery', id: raw.id, title: raw.title ?? '', images: medias(raw.images) };
    case 'blocks.call-to-action':
      return { kind: 'call-to-action', id: raw.id, title: raw.title, text: raw.text ?? '', buttonLabel: raw.buttonLabel, url: raw.url };
    case 'blocks.card-grid':
      return {
        kind: 'card-grid',
        id: raw.id,
        title: raw.title ?? '',
        articles: (raw.articles ?? []).map((article) => ({ ...article, cover: toMedia(article.cover) })),
        events: raw.events ?? [],
        partners: (raw.partners ?? []).map((partner) => ({ ...partner, logo: toMedia(partner.logo) })),
      };
    case 'blocks.embed':
      return { kind: 'embed', id: raw.id, title: raw.title ?? '', url: raw.url };
  }
}

/** A CMS page by slug. Memoized, so metadata and page share one fetch. */
export const getPage = cache(async (slug: string, locale: Locale): Promise<CmsPage | null> => {
  const raw = await findBySlug('page', '/pages', pageSchema, locale, slug);
  if (!raw) return null;
  return {
    documentId: raw.documentId,
    locale: raw.locale,
    title: raw.title,
    slug: raw.slug,
    intro: raw.intro ?? '',
    updatedAt: raw.updatedAt ?? new Date(0).toISOString(),
    seo: { title: raw.seo?.metaTitle ?? null, description: raw.seo?.metaDescription ?? null, image: toMedia(raw.seo?.shareImage) },
    blocks: (raw.blocks ?? []).flatMap((block) => (block ? [toBlock(block)].filter((b): b is PageBlock => b !== null) : [])),
    slugs: slugsOf(raw, raw.localizations),
  };
});
