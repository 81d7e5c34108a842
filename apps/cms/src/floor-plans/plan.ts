import type { Core } from '@strapi/strapi';
import { standKey } from './check';
import { asPolygon, hallOutline, type Point } from './geometry';
import { EXHIBITOR, num, STAND } from './halls';

const EVENT = 'api::event.event';

type Row = Record<string, unknown>;
type Entrance = { name: string; x: number; y: number };

/** A hall of a fair's plan; `width`, `depth` and `outline` are null for a hall without a plan. */
export type PlanHall = {
  code: string;
  name: string;
  width: number | null;
  depth: number | null;
  outline: Point[] | null;
  entrances: Entrance[];
  stands: number;
  exhibitors: number;
};

export type PlanStand = { number: string; x: number; y: number; width: number; depth: number; outline: Point[] | null; exhibitor: string | null };
export type PlanExhibitor = { documentId: string; stand: string; company: { documentId: string; name: string } };

/**
 * A fair's floor plan: its venue, the halls the fair's exhibitors are in (in the venue's order),
 * and one hall in full: its stands in metres (none for a hall without a plan), each with the
 * exhibitor on it, and its exhibitors by stand number. The hall asked for, else the first.
 */
export type FloorPlan = {
  venue: { name: string; slug: string; city: string | null } | null;
  halls: PlanHall[];
  hall: (PlanHall & { standList: PlanStand[]; exhibitorList: PlanExhibitor[] }) | null;
};

const byNumber = new Intl.Collator('nl', { numeric: true, sensitivity: 'base' }).compare;

export async function floorPlan(strapi: Core.Strapi, event: string, asked?: string): Promise<FloorPlan | null> {
  const found = (await strapi.documents(EVENT).findOne({
    documentId: event,
    status: 'published',
    fields: ['title'],
    populate: { venue: { fields: ['name', 'slug', 'city'], populate: { halls: { populate: { entrances: true } } } } },
  } as never)) as (Row & { venue: (Row & { documentId: string; halls?: Row[] }) | null }) | null;
  if (!found) return null;
  const venue = found.venue;

  const exhibitors = (await strapi.db.query(EXHIBITOR).findMany({
    select: ['documentId', 'hall', 'stand'],
    where: { publishedAt: { $notNull: true }, event: { documentId: event } },
    populate: { partner: { select: ['documentId', 'name'] } },
  })) as (Row & { documentId: string; hall: string; stand: string; partner: { documentId: string; name: string } | null })[];
  const stands = venue
    ? ((await strapi.db.query(STAND).findMany({
        select: ['hall', 'number', 'x', 'y', 'width', 'depth', 'outline'],
        where: { venue: { documentId: venue.documentId } },
      })) as Row[])
    : [];

  const count = (rows: Row[], code: string) => rows.filter((row) => String(row.hall).toUpperCase() === code.toUpperCase()).length;
  const halls: PlanHall[] = (venue?.halls ?? []).flatMap((hall) => {
    const code = typeof hall.code === 'string' ? hall.code : '';
    const [width, depth] = [num(hall.width), num(hall.depth)];
    const planned = Boolean(width && depth);
    const [standCount, exhibitorCount] = [count(stands, code), count(exhibitors, code)];
    if (!code || exhibitorCount === 0) return [];
    return [{
      code,
      name: String(hall.name),
      width,
      depth,
      outline: planned ? hallOutline({ width: width!, depth: depth!, outline: hall.outline }) : null,
      entrances: ((hall.entrances ?? []) as Row[]).map((entrance) => ({ name: String(entrance.name), x: Number(entrance.x), y: Number(entrance.y) })),
      stands: standCount,
      exhibitors: exhibitorCount,
    }];
  });

  const chosen = asked ? halls.find((hall) => hall.code.toUpperCase() === asked.toUpperCase()) : halls[0];
  const inHall = <T extends Row>(rows: T[]) => (chosen ? rows.filter((row) => String(row.hall).toUpperCase() === chosen.code.toUpperCase()) : []);
  const exhibitorList = inHall(exhibitors)
    .flatMap((row) => (row.partner ? [{ documentId: row.documentId, stand: row.stand, company: { documentId: row.partner.documentId, name: row.partner.name } }] : []))
    .sort((a, b) => byNumber(a.stand, b.stand));
  const occupant = new Map(exhibitorList.map((exhibitor) => [standKey(chosen!.code, exhibitor.stand), exhibitor.documentId]));
  const standList = inHall(stands)
    .map((row) => ({
      number: String(row.number),
      x: Number(row.x),
      y: Number(row.y),
      width: Number(row.width),
      depth: Number(row.depth),
      outline: asPolygon(row.outline),
      exhibitor: occupant.get(standKey(chosen!.code, String(row.number))) ?? null,
    }))
    .sort((a, b) => byNumber(a.number, b.number));

  return {
    venue: venue ? { name: String(venue.name), slug: String(venue.slug), city: (venue.city as string | null) ?? null } : null,
    halls,
    hall: chosen ? { ...chosen, standList, exhibitorList } : null,
  };
}
