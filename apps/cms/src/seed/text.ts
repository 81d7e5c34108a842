/** Content helpers shared by the seed tables and generators. */
export type Locale = 'nl' | 'en';

/** A text in Dutch and, for most items, English; a missing `en` keeps the item Dutch-only. */
export type Text = { nl: string; en?: string };

export const DAY = 24 * 60 * 60 * 1000;

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/×/g, 'x')
    .replace(/[’']/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

type InlineText = { type: 'text'; text: string; bold?: boolean };
export type Block =
  | { type: 'paragraph'; children: InlineText[] }
  | { type: 'heading'; level: 2 | 3; children: InlineText[] }
  | { type: 'list'; format: 'unordered'; children: { type: 'list-item'; children: InlineText[] }[] };

export const paragraph = (text: string): Block => ({ type: 'paragraph', children: [{ type: 'text', text }] });

export const heading = (text: string): Block => ({ type: 'heading', level: 2, children: [{ type: 'text', text }] });

export const list = (items: string[]): Block => ({
  type: 'list',
  format: 'unordered',
  children: items.map((text) => ({ type: 'list-item', children: [{ type: 'text', text }] })),
});

/** Strapi blocks from plain paragraphs separated by blank lines. */
export const paragraphs = (text: string): Block[] => text.split(/\n\n+/).map((part) => paragraph(part.trim()));

/** A date `days` after the seeding day (negative: before), as an ISO string. */
export const dayOffset = (today: Date, days: number) => new Date(today.getTime() + days * DAY);

/** YYYY-MM-DD for `date` fields. */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
