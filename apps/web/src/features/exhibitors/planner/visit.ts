import 'server-only';
import { getFloorPlan, type FloorPlan, type PlacedExhibitor } from '@/lib/cms/exhibitors';
import { parseStandLabel, sameStand, standLabel } from '@standplaats/shared';
import { hallRoute, standCentre, walkLength, type HallRoute, type Point } from '@/lib/planner/route';

type Hall = NonNullable<FloorPlan['hall']>;

/** A favourite on the route: its stand as the CMS spells it, and who stands there. */
export type Stop = { label: string; stand: string; exhibitor: PlacedExhibitor; centre: Point };

/** One hall's part of a visit: the hall with its plan, the route through its favourites, and the walk in the order they were saved. */
export type HallVisit = { hall: Hall; route: HallRoute<Stop, Hall['entrances'][number]>; savedMetres: number };

/** A visitor's favourites at a fair as a route: hall by hall in the plan's order, and the labels no exhibitor stands on (any more). */
export type Visit = { venue: FloorPlan['venue']; halls: HallVisit[]; missing: string[]; metres: number; savedMetres: number; /** Every hall of the fair, in the plan's order. */ hallCodes: string[] };

/** A valid label's hall code (the labels come from decodeFavourites). */
const hallOf = (label: string) => parseStandLabel(label)!.hall;

/** The favourites of one hall, in the order saved, with their stand and exhibitor; the labels it does not have. */
function placesIn(hall: Hall, labels: string[]) {
  const stops: Stop[] = [];
  const missing: string[] = [];
  for (const label of labels) {
    const number = parseStandLabel(label)!.number;
    const exhibitor = hall.exhibitorList.find((candidate) => sameStand(candidate.stand, number));
    const shape = exhibitor && hall.standList.find((stand) => sameStand(stand.number, number));
    if (!exhibitor || !shape) missing.push(label);
    else stops.push({ label: standLabel(hall.code, exhibitor.stand), stand: exhibitor.stand, exhibitor, centre: standCentre(shape) });
  }
  return { stops, missing };
}

/**
 * The route through a visitor's favourites at a fair (stand labels in the order saved), read from
 * the plans of the halls they are in: hall by hall, each from its best entrance.
 */
export async function readVisit(event: string, labels: string[]): Promise<Visit> {
  const plan = await getFloorPlan(event);
  const inHall = (code: string) => labels.filter((label) => sameStand(hallOf(label), code));
  const known = (plan?.halls ?? []).filter((hall) => inHall(hall.code).length > 0);
  const missing = labels.filter((label) => !known.some((hall) => sameStand(hall.code, hallOf(label))));
  const plans = await Promise.all(known.map((hall) => getFloorPlan(event, hall.code)));
  const halls: HallVisit[] = [];
  for (const hall of plans.flatMap((found) => (found?.hall ? [found.hall] : []))) {
    const { stops, missing: gone } = placesIn(hall, inHall(hall.code));
    missing.push(...gone);
    if (stops.length === 0) continue;
    const places = stops.map((stop) => ({ ...stop.centre, item: stop }));
    const saved = hall.entrances.length > 0 ? Math.min(...hall.entrances.map((entrance) => walkLength(entrance, places))) : walkLength(places[0]!, places);
    halls.push({ hall, route: hallRoute(hall.entrances, places), savedMetres: saved });
  }
  const sum = (pick: (visit: HallVisit) => number) => halls.reduce((total, visit) => total + pick(visit), 0);
  return { venue: plan?.venue ?? null, hallCodes: (plan?.halls ?? []).map((hall) => hall.code), halls, missing, metres: sum((visit) => visit.route.metres), savedMetres: sum((visit) => visit.savedMetres) };
}

/** Where a stop is, as a calendar's location says it: "Hal 8, Jaarbeurs Utrecht". */
export function locationOf(hall: { name: string }, venue: Visit['venue']) {
  if (!venue) return hall.name;
  const place = venue.city && !venue.name.includes(venue.city) ? `${venue.name} ${venue.city}` : venue.name;
  return `${hall.name}, ${place}`;
}
