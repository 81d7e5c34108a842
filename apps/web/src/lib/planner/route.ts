// A visitor's walking route through their favourite stands, hall by hall: from the entrance that
// gives the shortest walk, a nearest-neighbour tour improved with 2-opt. Distances are straight
// lines between stand centres in the plan's metres (a hall's aisles are not on the plan), so a
// walk is at least this long. Pure: the planner page, its agenda file and the tests share it.

export type Point = { x: number; y: number };

/** A stop to visit: where it is, and what it is (the caller's own record). */
export type Place<T> = Point & { item: T };

/** A stop on the route: what it is and the metres walked to it from the previous stop or the entrance. */
export type Leg<T> = { item: T; metres: number };

/** One hall's part of the route: the entrance it starts at, its stops in order and its length in metres. */
export type HallRoute<T, E extends Point = Point> = { entrance: E | null; legs: Leg<T>[]; metres: number };

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** The length of a walk from `start` through `points` in the given order (open: no way back). */
export function walkLength(start: Point, points: readonly Point[]): number {
  let total = 0;
  let at = start;
  for (const point of points) {
    total += distance(at, point);
    at = point;
  }
  return total;
}

/** The order (indices) that always walks to the nearest stop not yet visited. */
function nearestNeighbour(start: Point, points: readonly Point[]): number[] {
  const left = new Set(points.keys());
  const order: number[] = [];
  let at = start;
  while (left.size > 0) {
    let best = -1;
    for (const i of left) if (best < 0 || distance(at, points[i]!) < distance(at, points[best]!)) best = i;
    order.push(best);
    left.delete(best);
    at = points[best]!;
  }
  return order;
}

/**
 * 2-opt on an open walk with a fixed start: reverse any stretch of stops that makes the walk
 * shorter, until none does. The walk's end is free, so reversing a stretch that ends at the last
 * stop costs only its first link.
 */
function twoOpt(start: Point, points: readonly Point[], order: number[]): number[] {
  const route = [...order];
  const at = (position: number) => (position < 0 ? start : points[route[position]!]!);
  const EPSILON = 1e-9;
  for (let improved = true, rounds = 0; improved && rounds < 100; rounds++) {
    improved = false;
    for (let i = 0; i < route.length - 1; i++) {
      for (let j = i + 1; j < route.length; j++) {
        const before = distance(at(i - 1), at(i)) + (j + 1 < route.length ? distance(at(j), at(j + 1)) : 0);
        const after = distance(at(i - 1), at(j)) + (j + 1 < route.length ? distance(at(i), at(j + 1)) : 0);
        if (after < before - EPSILON) {
          route.splice(i, j - i + 1, ...route.slice(i, j + 1).reverse());
          improved = true;
        }
      }
    }
  }
  return route;
}

/**
 * One hall's route: the shortest of the tours from each of its entrances (from the first stop
 * when the hall has none on its plan).
 */
export function hallRoute<T, E extends Point>(entrances: readonly E[], places: readonly Place<T>[]): HallRoute<T, E> {
  if (places.length === 0) return { entrance: entrances[0] ?? null, legs: [], metres: 0 };
  const starts: (E | null)[] = entrances.length > 0 ? [...entrances] : [null];
  let best: { entrance: E | null; order: number[]; metres: number } | null = null;
  for (const entrance of starts) {
    const start = entrance ?? places[0]!;
    const order = twoOpt(start, places, nearestNeighbour(start, places));
    const metres = walkLength(start, order.map((i) => places[i]!));
    if (!best || metres < best.metres) best = { entrance, order, metres };
  }
  const { entrance, order, metres } = best!;
  let at: Point = entrance ?? places[order[0]!]!;
  const legs = order.map((i) => {
    const place = places[i]!;
    const leg = { item: place.item, metres: distance(at, place) };
    at = place;
    return leg;
  });
  return { entrance, legs, metres };
}

/** The centre of a stand: of its outline when it has one, else of its rectangle. */
export function standCentre(stand: { x: number; y: number; width: number; depth: number; outline: [number, number][] | null }): Point {
  if (!stand.outline || stand.outline.length === 0) return { x: stand.x + stand.width / 2, y: stand.y + stand.depth / 2 };
  const sum = stand.outline.reduce((acc, [x, y]) => ({ x: acc.x + x, y: acc.y + y }), { x: 0, y: 0 });
  return { x: sum.x / stand.outline.length, y: sum.y / stand.outline.length };
}
