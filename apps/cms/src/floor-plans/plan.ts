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

type Venue = Row & { documentId: string; halls?: Row[] };

const inHall = (code: string) => ({ hall: { $eqi: code } });
/** The fair's published exhibitor entries. */
const entriesOf = (event: string) => ({ publishedAt: { $notNull: true }, event: { documentId: event } });

export async function floorPlan(strapi: Core.Strapi, event: string, asked?: string): Promise<FloorPlan | null> {
  const found = (await strapi.documents(EVENT).findOne({
    documentId: event,
    status: 'published',
    fields: ['title'],
    populate: { venue: { fields: ['name', 'slug', 'city'], populate: { halls: { populate: { entrances: true } } } } },
  } as never)) as (Row & { venue: Venue | null }) | null;
  if (!found) return null;
  const venue = found.venue;
  const halls = venue ? await hallsOfFair(strapi, event, venue) : [];
  const chosen = asked ? halls.find((hall) => hall.code.toUpperCase() === asked.toUpperCase()) : halls[0];
  return {
    venue: venue ? { name: String(venue.name), slug: String(venue.slug), city: (venue.city as string | null) ?? null } : null,
    halls,
    hall: chosen && venue ? { ...chosen, ...(await hallInFull(strapi, event, venue, chosen.code)) } : null,
  };
}

/** The venue's halls that have exhibitors of the fair, each counted in the database: a venue has a few halls, a fair hundreds of exhibitors. */
async function hallsOfFair(strapi: Core.Strapi, event: string, venue: Venue): Promise<PlanHall[]> {
  const halls = await Promise.all(
    (venue.halls ?? []).map(async (hall): Promise<PlanHall | null> => {
      const code = typeof hall.code === 'string' ? hall.code : '';
      if (!code) return null;
      const exhibitors = await strapi.db.query(EXHIBITOR).count({ where: { ...entriesOf(event), ...inHall(code) } });
      if (exhibitors === 0) return null;
      const stands = await strapi.db.query(STAND).count({ where: { venue: { documentId: venue.documentId }, ...inHall(code) } });
      const [width, depth] = [num(hall.width), num(hall.depth)];
      return {
        code,
        name: String(hall.name),
        width,
        depth,
        outline: width && depth ? hallOutline({ width, depth, outline: hall.outline }) : null,
        entrances: ((hall.entrances ?? []) as Row[]).map((entrance) => ({ name: String(entrance.name), x: Number(entrance.x), y: Number(entrance.y) })),
        stands,
        exhibitors,
      };
    }),
  );
  return halls.filter((hall) => hall !== null);
}

/** One hall's stands and the fair's exhibitors in it, by number, each stand with the entry on it. */
async function hallInFull(strapi: Core.Strapi, event: string, venue: Venue, code: string): Promise<{ standList: PlanStand[]; exhibitorList: PlanExhibitor[] }> {
  const [exhibitors, stands] = (await Promise.all([
    strapi.db.query(EXHIBITOR).findMany({ select: ['documentId', 'stand'], where: { ...entriesOf(event), ...inHall(code) }, populate: { partner: { select: ['documentId', 'name'] } } }),
    strapi.db.query(STAND).findMany({ select: ['number', 'x', 'y', 'width', 'depth', 'outline'], where: { venue: { documentId: venue.documentId }, ...inHall(code) } }),
  ])) as [(Row & { documentId: string; stand: string; partner: { documentId: string; name: string } | null })[], Row[]];
  const exhibitorList = exhibitors
    .flatMap((row) => (row.partner ? [{ documentId: row.documentId, stand: row.stand, company: { documentId: row.partner.documentId, name: row.partner.name } }] : []))
    .sort((a, b) => byNumber(a.stand, b.stand));
  const occupant = new Map(exhibitorList.map((exhibitor) => [standKey(code, exhibitor.stand), exhibitor.documentId]));
  const standList = stands
    .map((row) => ({
      number: String(row.number),
      x: Number(row.x),
      y: Number(row.y),
      width: Number(row.width),
      depth: Number(row.depth),
      outline: asPolygon(row.outline),
      exhibitor: occupant.get(standKey(code, String(row.number))) ?? null,
    }))
    .sort((a, b) => byNumber(a.number, b.number));
  return { standList, exhibitorList };
}
