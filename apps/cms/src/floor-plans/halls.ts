import type { Core } from '@strapi/strapi';
import type { Hall } from './check';

export const VENUE = 'api::venue.venue';
export const STAND = 'api::stand.stand';
export const EXHIBITOR = 'api::exhibitor.exhibitor';

type Row = Record<string, unknown>;
/** A number field of a row; null when it is empty. */
export const num = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));

/** A venue's halls as the editor last saved them (the draft: a plan is drawn before it is published). */
export async function hallsOf(strapi: Core.Strapi, venue: string): Promise<Hall[] | null> {
  const row = (await strapi.documents(VENUE).findOne({ documentId: venue, status: 'draft', populate: { halls: true } } as never)) as Row | null;
  if (!row) return null;
  return ((row.halls ?? []) as Row[]).map((hall) => ({
    code: typeof hall.code === 'string' && hall.code ? hall.code : null,
    name: String(hall.name ?? ''),
    width: num(hall.width),
    depth: num(hall.depth),
    outline: hall.outline ?? null,
  }));
}
