import type { Core } from '@strapi/strapi';
import type { EventKind } from './data/events';
import type { PartnerCategory } from './data/partners';
import type { Seeded } from './documents';
import type { ImageLibrary } from './images';
import type { Random } from './random';
import type { Text } from './text';

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
  /** A company's products, by the company's name. */
  products: Map<string, { documentId: string; name: Text }[]>;
  articles: (Seeded & { tags: string[]; theme?: EventKind; daysAgo: number })[];
  events: (Seeded & { title: string; kind: EventKind; inDays: number })[];
  /** Exhibitor entries seeded at the fairs. */
  exhibitors: number;
};
