import { geoContains, geoMercator, geoPath, type GeoPermissibleObjects } from 'd3-geo';
import type { Feature, FeatureCollection, MultiPolygon } from 'geojson';
import { isProvince, type Province } from '@standplaats/shared';
import geometry from './netherlands.json';

// The map's drawing: Natural Earth's outlines (built by scripts/build-netherlands-map.mjs),
// projected once per server process into SVG path strings with one decimal. Pages draw them from
// netherlands.svg (netherlandsShapes below, map-shapes.ts), so no page carries the geometry.

/** The map's width in SVG units; the height follows from the country's shape. */
export const MAP_WIDTH = 400;
const PADDING = 8;
const DIGITS = 1;

type Outline = Feature<MultiPolygon>;
const country = geometry.country as Outline;
const provinceShapes = geometry.provinces as FeatureCollection<MultiPolygon>;
const lakeShapes = geometry.lakes as FeatureCollection<MultiPolygon>;

export type ProvinceShape = { province: Province; path: string; centre: [number, number] };

export type NetherlandsMap = {
  width: number;
  height: number;
  /** The country's outline as an SVG path. */
  outline: string;
  /** The lakes inside it (the IJsselmeer and the Markermeer), which the outline counts as land. */
  lakes: string;
  provinces: ProvinceShape[];
  /** Where a coordinate lands on the map, rounded to the path's precision; null off the map. */
  project(latitude: number, longitude: number): [number, number] | null;
};

const rounded = ([x, y]: [number, number]): [number, number] => [Number(x.toFixed(DIGITS)), Number(y.toFixed(DIGITS))];

function build(): NetherlandsMap {
  const projection = geoMercator().fitWidth(MAP_WIDTH - 2 * PADDING, country as GeoPermissibleObjects);
  const path = geoPath(projection).digits(DIGITS);
  const [[, top], [, bottom]] = path.bounds(country as GeoPermissibleObjects);
  projection.translate([projection.translate()[0] + PADDING, projection.translate()[1] + PADDING - top]);
  const height = Math.ceil(bottom - top + 2 * PADDING);
  const shapes = provinceShapes.features.flatMap((shape): ProvinceShape[] =>
    isProvince(shape.id) ? [{ province: shape.id, path: path(shape as GeoPermissibleObjects) ?? '', centre: rounded(path.centroid(shape as GeoPermissibleObjects)) }] : [],
  );
  return {
    width: MAP_WIDTH,
    height,
    outline: path(country as GeoPermissibleObjects) ?? '',
    lakes: path(lakeShapes as GeoPermissibleObjects) ?? '',
    provinces: shapes,
    project(latitude, longitude) {
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
      const point = projection([longitude, latitude]);
      if (!point) return null;
      const [x, y] = rounded(point);
      return x < 0 || y < 0 || x > MAP_WIDTH || y > height ? null : [x, y];
    },
  };
}

let built: NetherlandsMap | undefined;

/** The projected map, built on first use and kept for the life of the process. */
export function netherlandsMap(): NetherlandsMap {
  built ??= build();
  return built;
}

/** Whether a coordinate lies inside the country's outline (in the European Netherlands, its lakes included). */
export const inNetherlands = (latitude: number, longitude: number) => geoContains(country as GeoPermissibleObjects, [longitude, latitude]);

/** The id of each shape in netherlands.svg: the country, its lakes, and each province by its slug. */
export const SHAPE_IDS = { outline: 'land', lakes: 'meren' } as const;

/**
 * The map's shapes as one SVG document of paths by id, which a page draws with `<use href>`: the
 * browser fetches the 32 KB of geometry once and keeps it, where inline it was in the markup of
 * every page with a map and again in its payload. netherlands.svg is this document; its unit test
 * writes it anew with `vitest -u`, and fails when the drawing and the file differ.
 */
export function netherlandsShapes(map = netherlandsMap()): string {
  const shape = (id: string, path: string) => `<path id="${id}" d="${path}"/>`;
  const shapes = [shape(SHAPE_IDS.outline, map.outline), shape(SHAPE_IDS.lakes, map.lakes), ...map.provinces.map(({ province, path }) => shape(province, path))];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${map.width} ${map.height}"><defs>\n${shapes.join('\n')}\n</defs></svg>\n`;
}
