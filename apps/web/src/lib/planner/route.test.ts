import { describe, expect, it } from 'vitest';
import { hallRoute, standCentre, walkLength, type Place } from './route';

const place = (item: string, x: number, y: number): Place<string> => ({ item, x, y });

/** Every order of the items, for checking small routes against the best there is. */
function* orders<T>(items: T[]): Generator<T[]> {
  if (items.length <= 1) yield items;
  else for (const [i, item] of items.entries()) for (const rest of orders([...items.slice(0, i), ...items.slice(i + 1)])) yield [item, ...rest];
}

/** A seeded pseudo-random number generator (mulberry32), so a failing case can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('hallRoute', () => {
  it('walks a row of stands from the entrance end to end, whatever order they were saved in', () => {
    const entrance = { name: 'Hoofdingang', x: 0, y: 0 };
    const route = hallRoute([entrance], [place('c', 30, 0), place('a', 10, 0), place('d', 40, 0), place('b', 20, 0)]);
    expect(route.entrance).toBe(entrance);
    expect(route.legs.map((leg) => leg.item)).toEqual(['a', 'b', 'c', 'd']);
    expect(route.legs.map((leg) => leg.metres)).toEqual([10, 10, 10, 10]);
    expect(route.metres).toBe(40);
  });

  it('starts at the entrance that gives the shorter walk', () => {
    const near = { name: 'Oost', x: 100, y: 0 };
    const route = hallRoute([{ name: 'West', x: -50, y: 0 }, near], [place('a', 90, 0), place('b', 80, 0)]);
    expect(route.entrance).toBe(near);
    expect(route.legs.map((leg) => leg.item)).toEqual(['a', 'b']);
    expect(route.metres).toBe(20);
  });

  it('starts at the first stop of a hall without entrances on its plan', () => {
    const route = hallRoute([], [place('a', 0, 0), place('b', 3, 4)]);
    expect(route.entrance).toBeNull();
    expect(route.metres).toBe(5);
    expect(route.legs[0]!.metres).toBe(0);
  });

  it('is empty for a hall without stops', () => {
    expect(hallRoute([{ x: 0, y: 0 }], [])).toEqual({ entrance: { x: 0, y: 0 }, legs: [], metres: 0 });
  });

  it('undoes a crossing that nearest-neighbour alone walks into', () => {
    // From (0,0) nearest-neighbour goes a, b, then has to cross back over to c and d.
    const places = [place('a', 1, 0), place('b', 2, 0), place('c', 0, 3), place('d', 3, 3)];
    const route = hallRoute([{ x: 0, y: 0 }], places);
    const best = Math.min(...[...orders(places)].map((order) => walkLength({ x: 0, y: 0 }, order)));
    expect(route.metres).toBeCloseTo(best, 9);
  });

  it('is never longer than the order saved and within 10 % of the best on random halls', () => {
    const next = random(29);
    for (let round = 0; round < 30; round++) {
      const places = Array.from({ length: 6 }, (_, i) => place(String(i), Math.round(next() * 90), Math.round(next() * 60)));
      const entrances = [{ x: 45, y: 60 }, { x: 0, y: 30 }];
      const route = hallRoute(entrances, places);
      const saved = Math.min(...entrances.map((entrance) => walkLength(entrance, places)));
      const best = Math.min(...entrances.flatMap((entrance) => [...orders(places)].map((order) => walkLength(entrance, order))));
      expect(route.metres).toBeLessThanOrEqual(saved + 1e-9);
      expect(route.metres).toBeLessThanOrEqual(best * 1.1);
      expect(route.legs.map((leg) => leg.item).sort()).toEqual(places.map((p) => p.item).sort());
      expect(route.legs.reduce((sum, leg) => sum + leg.metres, 0)).toBeCloseTo(route.metres, 9);
    }
  });
});

describe('standCentre', () => {
  it('is the middle of a rectangle, or the mean of an outline’s corners', () => {
    expect(standCentre({ x: 2, y: 4, width: 6, depth: 4, outline: null })).toEqual({ x: 5, y: 6 });
    expect(standCentre({ x: 0, y: 0, width: 0, depth: 0, outline: [[0, 0], [4, 0], [4, 2], [0, 2]] })).toEqual({ x: 2, y: 1 });
  });
});
