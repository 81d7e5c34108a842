import { standLabel } from '@standplaats/shared';
import { hallOutline, overlaps, shapeOf, within, type Box } from './geometry';

/** A hall as its venue describes it; a hall without width and depth has no floor plan. */
export type Hall = { code: string | null; name: string; width: number | null; depth: number | null; outline?: unknown };

/** A stand as the checks see it; `row` is its line in an imported file. */
export type StandShape = Box & { hall: string; number: string; outline?: unknown; row?: number };

/** What does not fit on a floor plan, said so an editor can mend the file or the form. */
export type Problem =
  | { code: 'duplicate'; row?: number; hall: string; stand: string; otherRow?: number }
  | { code: 'overlap'; row?: number; hall: string; stand: string; other: string; otherRow?: number }
  | { code: 'outside'; row?: number; hall: string; stand: string }
  | { code: 'unknown-hall'; row?: number; hall: string }
  | { code: 'no-plan'; row?: number; hall: string }
  | { code: 'invalid'; row: number; column: string; value: string }
  | { code: 'header'; row: number }
  | { code: 'unreadable'; row: number }
  | { code: 'booked'; hall: string; stand: string; company: string; event: string };

const at = (row?: number) => (row === undefined ? '' : `Regel ${row}: `);

/** The editors' words for a problem (the admin is Dutch; codes and fields are in the answer too). */
export function describe(problem: Problem): string {
  const text = words(problem);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function words(problem: Problem): string {
  switch (problem.code) {
    case 'duplicate':
      return problem.row === undefined
        ? `stand ${standLabel(problem.hall, problem.stand)} staat al op de plattegrond van hal ${problem.hall}.`
        : `${at(problem.row)}stand ${standLabel(problem.hall, problem.stand)} staat er twee keer in${problem.otherRow ? ` (ook op regel ${problem.otherRow})` : ''}.`;
    case 'overlap':
      return `${at(problem.row)}stand ${standLabel(problem.hall, problem.stand)} overlapt stand ${standLabel(problem.hall, problem.other)}${problem.otherRow ? ` (regel ${problem.otherRow})` : ''}.`;
    case 'outside':
      return `${at(problem.row)}stand ${standLabel(problem.hall, problem.stand)} ligt (deels) buiten hal ${problem.hall}.`;
    case 'unknown-hall':
      return `${at(problem.row)}deze locatie heeft geen hal met code "${problem.hall}".`;
    case 'no-plan':
      return `${at(problem.row)}hal ${problem.hall} heeft nog geen plattegrond: vul eerst de breedte en diepte van de hal in.`;
    case 'invalid':
      return `${at(problem.row)}"${problem.value}" is geen geldige waarde voor ${problem.column}.`;
    case 'header':
      return `${at(problem.row)}de eerste regel moet de kolommen noemen: hall, stand, x, y, width, depth.`;
    case 'unreadable':
      return `${at(problem.row)}het bestand is vanaf hier niet te lezen als CSV. Staat er een aanhalingsteken (") dat niet gesloten wordt?`;
    case 'booked':
      return `Stand ${standLabel(problem.hall, problem.stand)} is geboekt door ${problem.company} (${problem.event}), maar staat niet meer op de plattegrond.`;
  }
}

/** The key of a stand within its venue. */
export const standKey = (hall: string, number: string) => `${hall.toUpperCase()}.${number.toUpperCase()}`;

/**
 * Whether stands fit their halls: each hall known and with a plan, each stand inside its hall,
 * no number twice in a hall, no two stands on the same floor. `subjects` narrows the report to
 * the stands being saved (the others are already on the plan).
 */
export function checkStands(halls: Hall[], stands: StandShape[], subjects: StandShape[] = stands): Problem[] {
  const problems: Problem[] = [];
  const reported = new Set(subjects);
  const hallOf = new Map(halls.filter((hall) => hall.code).map((hall) => [hall.code!.toUpperCase(), hall]));
  const byHall = new Map<string, StandShape[]>();
  for (const stand of stands) byHall.set(stand.hall.toUpperCase(), [...(byHall.get(stand.hall.toUpperCase()) ?? []), stand]);

  for (const [code, inHall] of byHall) {
    const mine = inHall.filter((stand) => reported.has(stand));
    const hall = hallOf.get(code);
    if (!hall) {
      problems.push(...mine.map((stand) => ({ code: 'unknown-hall' as const, row: stand.row, hall: stand.hall })));
      continue;
    }
    if (!hall.width || !hall.depth) {
      problems.push(...mine.map((stand) => ({ code: 'no-plan' as const, row: stand.row, hall: stand.hall })));
      continue;
    }
    const outline = hallOutline({ width: hall.width, depth: hall.depth, outline: hall.outline });
    const shapes = new Map(inHall.map((stand) => [stand, shapeOf(stand)]));
    const seen = new Map<string, StandShape>();
    for (const stand of inHall) {
      const key = standKey(stand.hall, stand.number);
      const first = seen.get(key);
      if (first && (reported.has(stand) || reported.has(first))) {
        const [own, other] = reported.has(stand) ? [stand, first] : [first, stand];
        problems.push({ code: 'duplicate', row: own.row, hall: own.hall, stand: own.number, otherRow: other.row });
        continue;
      }
      seen.set(key, stand);
      if (reported.has(stand) && !within(shapes.get(stand)!, outline)) problems.push({ code: 'outside', row: stand.row, hall: stand.hall, stand: stand.number });
    }
    const distinct = [...seen.values()];
    for (const [i, stand] of distinct.entries()) {
      for (const other of distinct.slice(i + 1)) {
        if (!reported.has(stand) && !reported.has(other)) continue;
        if (!overlaps(shapes.get(stand)!, shapes.get(other)!)) continue;
        // The later line is the one that does not fit.
        const [own, them] = reported.has(other) ? [other, stand] : [stand, other];
        problems.push({ code: 'overlap', row: own.row, hall: own.hall, stand: own.number, other: them.number, otherRow: them.row });
      }
    }
  }
  return byLine(problems);
}

/** Problems in the order of the lines they are on; those of no line first. */
export const byLine = (problems: Problem[]) => [...problems].sort((a, b) => ('row' in a ? (a.row ?? 0) : 0) - ('row' in b ? (b.row ?? 0) : 0));
