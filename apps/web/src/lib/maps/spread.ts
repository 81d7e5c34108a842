/**
 * Moves points that would cover one another (venues in the same street) apart along a
 * sunflower spiral, so each mark stays visible and clickable; the first point of a cluster
 * keeps its place. Quadratic, which is fine for the map's hundred marks.
 */
export function spreadPoints(points: [number, number][], minDistance: number): [number, number][] {
  const placed: [number, number][] = [];
  const free = ([x, y]: [number, number]) => placed.every(([px, py]) => Math.hypot(px - x, py - y) >= minDistance);
  for (const [x, y] of points) {
    let candidate: [number, number] = [x, y];
    for (let step = 1; !free(candidate) && step <= 60; step++) {
      const angle = step * 2.39996; // the golden angle
      const radius = minDistance * 0.75 * Math.sqrt(step);
      candidate = [Number((x + radius * Math.cos(angle)).toFixed(1)), Number((y + radius * Math.sin(angle)).toFixed(1))];
    }
    placed.push(candidate);
  }
  return placed;
}
