import type { Core } from '@strapi/strapi';
import type { EventKind } from './data/events';
import type { PartnerCategory } from './data/partners';
import type { Seeded } from './documents';
import type { ImageLibrary } from './images';
import type { Random } from './random';

/** What the seed steps share: earlier steps' documents are the later steps' relation targets. */
export type SeedContext = {
  strapi: Core.Strapi;
  /** 08:00 UTC on the day of seeding; every date is relative to it. */
  today: Date;
  random: Random;
  images: ImageLibrary;
  tags: Map<string, Seeded>;
  authors: Map<string, Seeded>;
  /** Venues are not localized: name → documentId. */
  venues: Map<string, string>;
  partners: Map<string, Seeded & { categories: PartnerCategory[] }>;
  articles: (Seeded & { tags: string[]; theme?: EventKind; daysAgo: number })[];
  events: (Seeded & { kind: EventKind; inDays: number })[];
};
