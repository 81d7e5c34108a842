import { CsvError, parse } from 'csv-parse/sync';
import { HALL_CODE, STAND_NUMBER } from '@standplaats/shared';
import type { Problem, StandShape } from './check';

/** The columns of a stands file, by their English names or the Dutch ones. */
const COLUMNS = {
  hall: ['hall', 'hal'],
  stand: ['stand', 'standnummer'],
  x: ['x'],
  y: ['y'],
  width: ['width', 'breedte'],
  depth: ['depth', 'diepte'],
} as const;
type Column = keyof typeof COLUMNS;

/** A number as a spreadsheet writes it: 12.5, or 12,5 in a Dutch one. */
function metres(value: string): number | null {
  const text = value.trim().replace(/^(-?\d+),(\d+)$/, '$1.$2');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/**
 * The stands of a CSV file (`hall, stand, x, y, width, depth`, comma or semicolon separated, as
 * spreadsheets save it), each with its line number, and every line that cannot be read.
 */
export function readStandsCsv(text: string): { stands: StandShape[]; problems: Problem[] } {
  // By hand: csv-parse's delimiter_auto counts letters as candidates too and can pick one of those.
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.split(';').length > firstLine.split(',').length ? ';' : ',';
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { bom: true, delimiter, skip_empty_lines: true, relax_column_count: true, trim: true, info: true }) as unknown as typeof records;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return { stands: [], problems: [{ code: 'unreadable', row: Number(error.lines) || 1 }] };
  }
  const [first, ...lines] = records;
  const names = (first?.record ?? []).map((name) => name.toLowerCase());
  const index = Object.fromEntries(
    (Object.keys(COLUMNS) as Column[]).map((column) => [column, names.findIndex((name) => (COLUMNS[column] as readonly string[]).includes(name))]),
  ) as Record<Column, number>;
  if (Object.values(index).some((i) => i < 0)) return { stands: [], problems: [{ code: 'header', row: first?.info.lines ?? 1 }] };

  const stands: StandShape[] = [];
  const problems: Problem[] = [];
  for (const { record: cells, info } of lines) {
    const row = info.lines;
    const cell = (column: Column) => cells[index[column]] ?? '';
    const bad = (column: Column) => problems.push({ code: 'invalid', row, column, value: cell(column).slice(0, 40) });
    const hall = cell('hall');
    const number = cell('stand');
    const [x, y, width, depth] = (['x', 'y', 'width', 'depth'] as const).map((column) => metres(cell(column)));
    const before = problems.length;
    if (!HALL_CODE.test(hall)) bad('hall');
    if (!STAND_NUMBER.test(number)) bad('stand');
    if (x === null || x < 0) bad('x');
    if (y === null || y < 0) bad('y');
    if (width === null || width < 0.5) bad('width');
    if (depth === null || depth < 0.5) bad('depth');
    if (problems.length === before) stands.push({ row, hall, number, x: x!, y: y!, width: width!, depth: depth! });
  }
  return { stands, problems };
}
