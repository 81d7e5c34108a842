import { cache } from 'react';
import { z } from 'zod';
import { eventKinds, type Locale } from '@standplaats/shared';
import { cms } from './index';
import { findBySlug } from './lookup';
import { mediaSchema, toMedia, type Media } from './media';
import { documentFields, listOf, localizationsSchema, slugsOf } from './strapi';
import { REVALIDATE_SECONDS, tagsFor } from './tags';

const topicSummarySchema = z.object({
  ...documentFields,
  title: z.string(),
  slug: z.string(),
  intro: z.string().nullable().optional(),
  image: mediaSchema.nullable().optional(),
});

const topicSchema = topicSummarySchema.extend({
  updatedAt: z.iso.datetime({ offset: true }).optional(),
  articles: z.array(z.object({ title: z.string(), slug: z.string(), excerpt: z.string().nullable().optional(), date: z.string(), cover: mediaSchema.nullable().optional() })).optional(),
  events: z.array(z.object({ title: z.string(), slug: z.string(), kind: z.enum(eventKinds), startsAt: z.string(), endsAt: z.string(), city: z.string().nullable().optional() })).optional(),
  partners: z.array(z.object({ documentId: z.string(), name: z.string(), slug: z.string(), logo: mediaSchema.nullable().optional() })).optional(),
  localizations: localizationsSchema,
});

export type TopicSummary = { documentId: string; title: string; slug: string; intro: string; image: Media | null };

type RawTopic = z.infer<typeof topicSchema>;
export type Topic = TopicSummary & {
  locale: Locale;
  updatedAt: string;
  articles: (Omit<NonNullable<RawTopic['articles']>[number], 'cover'> & { cover: Media | null })[];
  events: NonNullable<RawTopic['events']>;
  partners: (Omit<NonNullable<RawTopic['partners']>[number], 'logo'> & { logo: Media | null })[];
  slugs: Partial<Record<Locale, string>>;
};

const toSummary = (raw: z.infer<typeof topicSummarySchema>): TopicSummary => ({
  documentId: raw.documentId,
  title: raw.title,
  slug: raw.slug,
  intro: raw.intro ?? '',
  image: toMedia(raw.image),
});

/** All topic hubs, alphabetically. */
export async function listTopics(locale: Locale): Promise<TopicSummary[]> {
  const body = await cms.get('/explore-topics', {
    params: { locale, sort: ['title:asc'], pagination: { page: 1, pageSize: 100 } },
    next: { tags: tagsFor('explore-topic'), revalidate: REVALIDATE_SECONDS },
  });
  return listOf(topicSummarySchema).parse(body).data.map(toSummary);
}

export const getTopic = cache(async (slug: string, locale: Locale): Promise<Topic | null> => {
  const raw = await findBySlug('explore-topic', '/explore-topics', topicSchema, locale, slug);
  if (!raw) return null;
  return {
    ...toSummary(raw),
    locale: raw.locale,
    updatedAt: raw.updatedAt ?? new Date(0).toISOString(),
    articles: (raw.articles ?? []).map((article) => ({ ...article, cover: toMedia(article.cover) })),
    events: raw.events ?? [],
    partners: (raw.partners ?? []).map((partner) => ({ ...partner, logo: toMedia(partner.logo) })),
    slugs: slugsOf(raw, raw.localizations),
  };
});
