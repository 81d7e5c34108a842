import { describe, expect, it } from 'vitest';
import { geoContains } from 'd3-geo';
import { provinces } from '@standplaats/shared';
import { inNetherlands, MAP_WIDTH, netherlandsMap, netherlandsShapes } from './netherlands';

// Point-in-polygon on the projected outline, with the SVG path parsed back into rings.
function ringsOf(path: string): [number, number][][] {
  return path
    .split('M')
    .filter(Boolean)
    .map((ring) =>
      ring
        .replace(/Z/g, '')
        .split('L')
        .map((pair) => pair.split(',').map(Number) as [number, number]),
    );
}
function insidePlanar(path: string, [x, y]: [number, number]) {
  let inside = false;
  for (const ring of ringsOf(path)) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

describe('the Netherlands map', () => {
  const map = netherlandsMap();

  it('is as wide as promised and taller than wide, like the country', () => {
    expect(map.width).toBe(MAP_WIDTH);
    expect(map.height).toBeGreaterThan(map.width);
    expect(map.outline).toMatch(/^M[\d.]+,[\d.]+L/);
  });

  it('places Utrecht Centraal inside the outline and inside the province of Utrecht', () => {
    const point = map.project(52.0894, 5.1101);
    expect(point).not.toBeNull();
    expect(insidePlanar(map.outline, point!)).toBe(true);
    const utrecht = map.provinces.find((shape) => shape.province === 'utrecht')!;
    expect(insidePlanar(utrecht.path, point!)).toBe(true);
    expect(insidePlanar(map.provinces.find((shape) => shape.province === 'limburg')!.path, point!)).toBe(false);
  });

  it('puts north above south and west left of east', () => {
    const [gx, gy] = map.project(53.2194, 6.5665)!; // Groningen
    const [mx, my] = map.project(50.8514, 5.691)!; // Maastricht
    const [vx] = map.project(51.4427, 3.5736)!; // Vlissingen
    expect(gy).toBeLessThan(my);
    expect(vx).toBeLessThan(mx);
    expect(vx).toBeLessThan(gx);
  });

  it('draws the IJsselmeer and the Markermeer as water, and Amsterdam and Lelystad on land', () => {
    const water = (latitude: number, longitude: number) => insidePlanar(map.lakes, map.project(latitude, longitude)!);
    expect(water(52.82, 5.3)).toBe(true); // IJsselmeer
    expect(water(52.53, 5.25)).toBe(true); // Markermeer
    expect(water(52.3731, 4.8922)).toBe(false); // Amsterdam, Dam
    expect(water(52.5185, 5.4714)).toBe(false); // Lelystad
  });

  it('has all twelve provinces, each with a path', () => {
    expect(map.provinces.map((shape) => shape.province).sort()).toHaveLength(12);
    for (const shape of map.provinces) expect(shape.path.length).toBeGreaterThan(50);
  });

  it('leaves points off the map out, and tells land from abroad', () => {
    expect(map.project(48.8566, 2.3522)).toBeNull(); // Paris
    expect(map.project(Number.NaN, 5)).toBeNull();
    expect(inNetherlands(52.3731, 4.8922)).toBe(true); // Amsterdam, Dam
    expect(inNetherlands(50.8503, 4.3517)).toBe(false); // Brussels
    expect(geoContains({ type: 'Sphere' }, [0, 0])).toBe(true);
  });
});

describe('netherlands.svg, the shapes pages draw', () => {
  it('is the projected map: each shape once, by its id', async () => {
    const shapes = netherlandsShapes();
    const map = netherlandsMap();
    expect(shapes).toContain(`viewBox="0 0 ${map.width} ${map.height}"`);
    expect(shapes).toContain(`<path id="land" d="${map.outline}"/>`);
    expect(shapes).toContain(`<path id="meren" d="${map.lakes}"/>`);
    expect(shapes.match(/<path id="/g)).toHaveLength(2 + provinces.length);
    for (const province of provinces) expect(shapes).toContain(`<path id="${province}" d="${map.provinces.find((shape) => shape.province === province)!.path}"/>`);
    // The file the site serves; `vitest -u` writes it anew after a change to the drawing.
    await expect(shapes).toMatchFileSnapshot('./netherlands.svg');
  });
});
