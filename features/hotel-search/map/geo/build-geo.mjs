// Writes the key-free map's geography (public/geo/<layer>.json) from Natural Earth as shipped in
// `world-atlas`: land, country borders and the outlines of the countries we sell, one file per layer of
// geo-layers.mjs (a light world, finer slices where our hotels are). Run: npx tsx features/hotel-search/map/geo/build-geo.mjs
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoClipRectangle, geoStream, geoTransform } from 'd3-geo';
import { feature, mesh } from 'topojson-client';

const require = createRequire(import.meta.url);
const atlas = (name) => JSON.parse(readFileSync(require.resolve(`world-atlas/${name}.json`), 'utf8'));

import { GEO_LAYERS } from './geo-layers.ts';
/** ISO 3166 numeric -> alpha-2 of the countries with hotels (features/regions/seed-data). */
const COUNTRIES = { 704: 'VN', 764: 'TH', 702: 'SG', 392: 'JP', 410: 'KR', 458: 'MY', 360: 'ID', 116: 'KH', 250: 'FR' };

/** Collects a stream's rings or lines as flat [lon, lat, lon, lat, ...] arrays, rounded and deduplicated. */
function collector(decimals, closeRings) {
  const out = [];
  let line = null;
  let polygon = false;
  const f = 10 ** decimals;
  return {
    out,
    polygonStart: () => {
      polygon = true;
    },
    polygonEnd: () => {
      polygon = false;
    },
    lineStart: () => {
      line = [];
    },
    point: (x, y) => {
      const [rx, ry] = [Math.round(x * f) / f, Math.round(-y * f) / f];
      if (line.length >= 2 && line[line.length - 2] === rx && line[line.length - 1] === ry) return;
      line.push(rx, ry);
    },
    lineEnd: () => {
      if (line.length >= (polygon && closeRings ? 6 : 4)) out.push(line);
      line = null;
    },
    sphere: () => {},
  };
}

/** Streams GeoJSON through an optional rectangle clip (y flipped so rings wind as on a screen). */
function flatten(geojson, decimals, bbox) {
  const sink = collector(decimals, true);
  const target = bbox ? geoClipRectangle(bbox[0], -bbox[3], bbox[2], -bbox[1])(sink) : sink;
  const flip = geoTransform({
    point(x, y) {
      this.stream.point(x, -y);
    },
  });
  geoStream(geojson, flip.stream(target));
  return sink.out;
}

function build(name, decimals, bbox) {
  const land = atlas(`land-${name}`);
  const countries = atlas(`countries-${name}`);
  const outlines = {};
  for (const country of feature(countries, countries.objects.countries).features) {
    const code = COUNTRIES[Number(country.id)];
    if (code) outlines[code] = flatten(country, decimals, bbox).filter((ring) => ring.length > 0);
  }
  for (const code of Object.keys(outlines)) if (outlines[code].length === 0) delete outlines[code];
  return {
    source: `Natural Earth ${name} via world-atlas`,
    bbox: bbox ?? [-180, -85, 180, 85],
    land: flatten(feature(land, land.objects.land), decimals, bbox),
    borders: flatten(
      mesh(countries, countries.objects.countries, (a, b) => a !== b),
      decimals,
      bbox,
    ),
    countries: outlines,
  };
}

const dir = new URL('../../../../public/geo/', import.meta.url);
mkdirSync(dir, { recursive: true });
for (const layer of GEO_LAYERS) {
  const data = build(layer.scale, layer.decimals, layer.bbox);
  const file = `${layer.id}.json`;
  const text = JSON.stringify(data);
  writeFileSync(new URL(file, dir), text);
  console.log(file, `${(text.length / 1024).toFixed(0)} KB`);
}
