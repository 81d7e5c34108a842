import { describe, expect, it } from 'vitest';
import { spreadPoints } from './spread';

describe('spreadPoints', () => {
  it('leaves points that are far enough apart where they are', () => {
    expect(spreadPoints([[10, 10], [40, 10]], 12)).toEqual([[10, 10], [40, 10]]);
  });

  it('moves points that would cover each other until every pair is apart, near where they were', () => {
    const points: [number, number][] = [[100, 100], [100.5, 100.2], [99.8, 100], [101, 99]];
    const spread = spreadPoints(points, 12);
    expect(spread[0]).toEqual([100, 100]);
    for (let i = 0; i < spread.length; i++) {
      for (let j = i + 1; j < spread.length; j++) expect(Math.hypot(spread[i]![0] - spread[j]![0], spread[i]![1] - spread[j]![1])).toBeGreaterThanOrEqual(12);
      expect(Math.hypot(spread[i]![0] - points[i]![0], spread[i]![1] - points[i]![1])).toBeLessThan(40);
    }
  });
});
