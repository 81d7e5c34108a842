import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { notifySite } from '../site/revalidation';
import { byLine, checkStands, describe, standKey, type Problem, type StandShape } from './check';
import { readStandsCsv } from './csv';
import { EXHIBITOR, hallsOf } from './halls';
import { replaceStands } from './stand-rows';

export type ImportReport =
  | { imported: true; halls: Array<{ hall: string; stands: number }> }
  | { imported: false; problems: Array<Problem & { message: string }> };

/**
 * Stands booked at the venue's coming fairs that the file leaves out of the halls it names:
 * importing it would take the stand of an exhibitor off the plan.
 */
async function bookedLeftOut(strapi: Core.Strapi, venue: string, stands: StandShape[]): Promise<Problem[]> {
  const halls = [...new Set(stands.map((stand) => stand.hall.toUpperCase()))];
  const kept = new Set(stands.map((stand) => standKey(stand.hall, stand.number)));
  const booked = (await strapi.db.query(EXHIBITOR).findMany({
    select: ['hall', 'stand'],
    where: { publishedAt: { $null: true }, event: { venue: { documentId: venue }, endsAt: { $gte: new Date().toISOString() } } },
    populate: { partner: { select: ['name'] }, event: { select: ['title'] } },
  })) as { hall: string; stand: string; partner: { name: string } | null; event: { title: string } | null }[];
  return booked
    .filter((row) => halls.includes(row.hall.toUpperCase()) && !kept.has(standKey(row.hall, row.stand)))
    .map((row) => ({ code: 'booked' as const, hall: row.hall, stand: row.stand, company: row.partner?.name ?? '?', event: row.event?.title ?? '?' }));
}

/**
 * Replaces the stands of every hall a CSV file names (`hall, stand, x, y, width, depth`), or
 * changes nothing and says which lines do not fit: a hall the venue lacks or that has no plan, a
 * stand twice, outside its hall, on another stand, or a booked stand left out.
 */
export async function importStands(strapi: Core.Strapi, venue: string, csv: string): Promise<ImportReport> {
  const halls = await hallsOf(strapi, venue);
  if (!halls) throw new errors.NotFoundError('No such venue');
  const { stands, problems } = readStandsCsv(csv);
  if (problems.length === 0 && stands.length === 0) problems.push({ code: 'header', row: 1 });
  problems.push(...checkStands(halls, stands));
  if (problems.length === 0) problems.push(...(await bookedLeftOut(strapi, venue, stands)));
  if (problems.length > 0) {
    return { imported: false, problems: byLine(problems).map((problem) => ({ ...problem, message: describe(problem) })) };
  }

  // The halls as the venue spells their codes, whatever the file's capitals.
  const code = new Map(halls.flatMap((hall) => (hall.code ? [[hall.code.toUpperCase(), hall.code] as const] : [])));
  const placed = stands.map(({ row: _row, ...stand }) => ({ ...stand, hall: code.get(stand.hall.toUpperCase())! }));
  const named = [...new Set(placed.map((stand) => stand.hall))];
  await replaceStands(strapi, venue, named, placed);
  await notifySite(strapi, 'stand', undefined);
  return { imported: true, halls: named.map((hall) => ({ hall, stands: placed.filter((stand) => stand.hall === hall).length })) };
}
