import polygonClipping, { type Polygon } from 'polygon-clipping';

// Floor plans are in metres: x to the right of the hall's top-left corner, y down from it, as the
// plan is drawn. A stand is a rectangle (x, y, width, depth) or, for other shapes, a polygon.

export type Point = [number, number];
export type Box = { x: number; y: number; width: number; depth: number };

/** Areas smaller than this (m²) are where two shapes only touch: stands share walls. */
const TOUCHING = 0.01;

export const rectangle = ({ x, y, width, depth }: Box): Point[] => [
  [x, y],
  [x + width, y],
  [x + width, y + depth],
  [x, y + depth],
];

/** The smallest rectangle around the points. */
export function boxOf(points: Point[]): Box {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, depth: Math.max(...ys) - y };
}

const ringArea = (ring: Point[]) => Math.abs(ring.reduce((sum, [x1, y1], i) => {
  const [x2, y2] = ring[(i + 1) % ring.length];
  return sum + x1 * y2 - x2 * y1;
}, 0)) / 2;

/** The area of a clipping result: each polygon's outer ring less its holes. */
const areaOf = (polygons: Polygon[]) => polygons.reduce((sum, [outer, ...holes]) => sum + ringArea(outer as Point[]) - holes.reduce((h, hole) => h + ringArea(hole as Point[]), 0), 0);

const boxesMeet = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.depth && b.y < a.y + a.depth;

/** Whether two shapes share more than a wall. */
export function overlaps(a: Point[], b: Point[]): boolean {
  if (!boxesMeet(boxOf(a), boxOf(b))) return false;
  return areaOf(polygonClipping.intersection([a], [b])) > TOUCHING;
}

/** Whether a shape lies within the hall's outline (touching its walls is inside). */
export const within = (shape: Point[], outline: Point[]) => areaOf(polygonClipping.difference([shape], [outline])) <= TOUCHING;

/**
 * A polygon as an editor may type it: [[x, y], ...] with 3 to 64 corners in metres; null when the
 * value is not one.
 */
export function asPolygon(value: unknown): Point[] | null {
  if (!Array.isArray(value) || value.length < 3 || value.length > 64) return null;
  const points = value.map((point) => (Array.isArray(point) && point.length === 2 ? point.map(Number) : null));
  if (points.some((point) => point === null || point.some((n) => !Number.isFinite(n) || n < 0 || n > 2000))) return null;
  const polygon = points as Point[];
  return ringArea(polygon) > TOUCHING ? polygon : null;
}

/** A stand's shape: its polygon when it has one, else its rectangle. */
export const shapeOf = (stand: Box & { outline?: unknown }): Point[] => asPolygon(stand.outline) ?? rectangle(stand);

/** A hall's outline: its polygon when it has one, else the rectangle of its width and depth. */
export const hallOutline = (hall: { width: number; depth: number; outline?: unknown }): Point[] =>
  asPolygon(hall.outline) ?? rectangle({ x: 0, y: 0, width: hall.width, depth: hall.depth });
