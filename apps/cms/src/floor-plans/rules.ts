import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { standLabel } from '@standplaats/shared';
import { revalidationPaused } from '../site/revalidation';
import { checkStands, describe, standKey, type StandShape } from './check';
import { asPolygon, boxOf } from './geometry';
import { EXHIBITOR, hallsOf, STAND } from './halls';

type Params = { documentId?: string; data?: Record<string, unknown> };
type Row = Record<string, unknown> & { id: number; documentId: string };

const refuse = (field: string, message: string) => new errors.ValidationError(message, { errors: [{ path: [field], message, name: 'ValidationError' }] });

const shapeOfRow = (row: Row): StandShape => ({
  hall: String(row.hall), number: String(row.number), x: Number(row.x), y: Number(row.y), width: Number(row.width), depth: Number(row.depth), outline: row.outline,
});

/** A stand saved in the admin fits its hall: a hall of its venue with a plan, inside it, on no other stand, its number once. */
async function checkStand(strapi: Core.Strapi, documentId: string) {
  const stand = (await strapi.db.query(STAND).findOne({ where: { documentId }, populate: { venue: { select: ['documentId'] } } })) as (Row & { venue: { documentId: string } | null }) | null;
  if (!stand) return;
  if (!stand.venue) throw refuse('venue', 'Kies de locatie waar deze stand staat.');
  const halls = (await hallsOf(strapi, stand.venue.documentId)) ?? [];
  const others = (await strapi.db.query(STAND).findMany({
    where: { documentId: { $ne: documentId }, venue: { documentId: stand.venue.documentId } },
  })) as Row[];
  const own = shapeOfRow(stand);
  const sameHall = others.map(shapeOfRow).filter((other) => other.hall.toUpperCase() === own.hall.toUpperCase());
  const [problem] = checkStands(halls, [own, ...sameHall], [own]);
  if (problem) throw refuse(problem.code === 'duplicate' ? 'number' : problem.code === 'unknown-hall' || problem.code === 'no-plan' ? 'hall' : 'x', describe(problem));
}

type ExhibitorRow = Row & { hall: string; stand: string; event: { documentId: string; title: string; venue: { documentId: string } | null } | null; partner: { documentId: string; name: string } | null };

const exhibitorRow = async (strapi: Core.Strapi, where: Record<string, unknown>) =>
  (await strapi.db.query(EXHIBITOR).findMany({
    where: { ...where, publishedAt: { $null: true } },
    populate: { event: { select: ['documentId', 'title'], populate: { venue: { select: ['documentId'] } } }, partner: { select: ['documentId', 'name'] } },
  })) as ExhibitorRow[];

/**
 * An exhibitor entry names its fair and company, a hall of the fair's venue and a stand on that
 * hall's plan (when it has stands), and takes a stand no other exhibitor of the fair has; a
 * company exhibits once per fair.
 */
async function checkExhibitor(strapi: Core.Strapi, documentId: string) {
  const [entry] = await exhibitorRow(strapi, { documentId });
  if (!entry) return;
  if (!entry.event) throw refuse('event', 'Kies de beurs waarop dit bedrijf staat.');
  if (!entry.partner) throw refuse('partner', 'Kies het bedrijf dat op de beurs staat.');
  // Only the entries it can clash with: on its stand or of its company, at its fair.
  const others = await exhibitorRow(strapi, {
    documentId: { $ne: documentId },
    event: { documentId: entry.event.documentId },
    $or: [{ hall: { $eqi: entry.hall }, stand: { $eqi: entry.stand } }, { partner: { documentId: entry.partner.documentId } }],
  });
  const key = standKey(entry.hall, entry.stand);
  const taken = others.find((other) => standKey(other.hall, other.stand) === key);
  if (taken) throw refuse('stand', `Stand ${standLabel(entry.hall, entry.stand)} is op ${entry.event.title} al geboekt door ${taken.partner?.name ?? 'een ander bedrijf'}.`);
  const twice = others.find((other) => other.partner?.documentId === entry.partner!.documentId);
  if (twice) throw refuse('partner', `${entry.partner.name} staat al op ${entry.event.title}, op stand ${standLabel(twice.hall, twice.stand)}.`);

  const venue = entry.event.venue?.documentId;
  const halls = venue ? ((await hallsOf(strapi, venue)) ?? []) : [];
  if (!halls.some((hall) => hall.code)) return;
  if (!halls.some((hall) => hall.code?.toUpperCase() === entry.hall.toUpperCase())) {
    throw refuse('hall', `De locatie van ${entry.event.title} heeft geen hal met code "${entry.hall}".`);
  }
  // A hall with stands takes entries on its stands only; one without a plan takes any number.
  const inHall = { venue: { documentId: venue }, hall: { $eqi: entry.hall } };
  const onPlan = await strapi.db.query(STAND).count({ where: { ...inHall, number: { $eqi: entry.stand } } });
  if (onPlan === 0 && (await strapi.db.query(STAND).count({ where: inHall })) > 0) {
    throw refuse('stand', `Stand ${entry.stand} staat niet op de plattegrond van hal ${entry.hall}.`);
  }
}

/** A stand typed as a polygon gets the rectangle around it, which lists and quick checks use. */
function boxPolygon(data: Record<string, unknown> | undefined) {
  if (!data || data.outline === undefined || data.outline === null) return;
  const polygon = asPolygon(data.outline);
  if (!polygon) throw refuse('outline', 'Een vorm is een lijst van 3 tot 64 hoekpunten in meters, zoals [[0,0],[6,0],[6,4],[0,4]].');
  Object.assign(data, boxOf(polygon));
}

/**
 * What fits on a floor plan, checked on every save of a stand or an exhibitor entry, from the
 * admin or the API, after the write and within its transaction: a save that does not fit is
 * undone and the editor told why. Seeding and the CSV import check their own.
 */
export function registerFloorPlanRules(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const checked = context.uid === STAND ? checkStand : context.uid === EXHIBITOR ? checkExhibitor : null;
    if (!checked || revalidationPaused() || !['create', 'update'].includes(context.action)) return next();
    const params = (context.params ?? {}) as Params;
    if (context.uid === STAND) boxPolygon(params.data);
    return strapi.db.transaction(async () => {
      const result = await next();
      const documentId = params.documentId ?? (result as { documentId?: string } | null)?.documentId;
      if (documentId) await checked(strapi, documentId);
      return result;
    });
  });
}
