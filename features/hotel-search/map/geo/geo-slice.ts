import { geoPath, geoTransform } from 'd3-geo';
import type { MultiLineString, Polygon } from 'geojson';
import { project, type Point } from '../projection';
import { GEO_LAYERS, type GeoBox, type GeoLayer } from './geo-layers';

/** Rings or lines as flat [lon, lat, lon, lat, ...] arrays, as build-geo.mjs writes them. */
type FlatLines = number[][];

/** One layer's file: land, country borders and the outlines of the countries with hotels. */
export type GeoSlice = { bbox: GeoBox; land: FlatLines; borders: FlatLines; countries: Record<string, FlatLines> };

const isFlatLines = (value: unknown): value is FlatLines =>
  Array.isArray(value) && value.every((line) => Array.isArray(line) && line.every((n) => typeof n === 'number'));

/**
 * Checks a fetched layer file. A hand-written guard, not zod: the file is our own static asset, and zod
 * would be most of the map chunk (it is not on the listing pages otherwise).
 */
export function parseGeoSlice(json: unknown): GeoSlice {
  const value = (json ?? {}) as Partial<Record<keyof GeoSlice, unknown>>;
  const bbox = value.bbox;
  const countries = value.countries;
  const valid =
    Array.isArray(bbox) &&
    bbox.length === 4 &&
    bbox.every((n) => typeof n === 'number') &&
    isFlatLines(value.land) &&
    isFlatLines(value.borders) &&
    typeof countries === 'object' &&
    countries !== null &&
    Object.values(countries).every(isFlatLines);
  if (!valid) throw new Error('Invalid geography file');
  return value as GeoSlice;
}

const contains = (outer: GeoBox, inner: GeoBox) =>
  outer[0] <= inner[0] && outer[1] <= inner[1] && outer[2] >= inner[2] && outer[3] >= inner[3];

/** The finest layer whose box holds the whole view (the world layer when none does). */
export function layerFor(view: GeoBox, layers: readonly GeoLayer[] = GEO_LAYERS): GeoLayer {
  let best = layers[0]!;
  for (const layer of layers) if (layer.bbox && contains(layer.bbox, view)) best = layer;
  return best;
}

const toPositions = (flat: number[]) => {
  const positions: [number, number][] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) positions.push([flat[i]!, flat[i + 1]!]);
  return positions;
};

export type GeoPaths = { origin: Point; land: string; borders: string; country: string };

/**
 * SVG path data of a slice at a zoom, in Web-Mercator world pixels less `origin` (kept near the view so
 * the numbers stay small). Drawn by d3-geo through a planar transform: the slices are already cut at the
 * antimeridian, so no spherical clipping is needed, and panning only moves the group.
 */
export function geoPaths(slice: GeoSlice, zoom: number, origin: Point, countryCode: string | null): GeoPaths {
  const mercator = geoTransform({
    point(lon: number, lat: number) {
      const p = project({ lat, lng: lon }, zoom);
      this.stream.point(p.x - origin.x, p.y - origin.y);
    },
  });
  const path = geoPath(mercator).digits(1);
  // GeoJSON rings repeat their first point (d3 drops the last one): the files' rings do not
  const closed = (flat: number[]) => {
    const ring = toPositions(flat);
    if (ring.length > 0) ring.push(ring[0]!);
    return ring;
  };
  const polygon = (rings: number[][]): Polygon => ({ type: 'Polygon', coordinates: rings.map(closed) });
  const lines = (flat: number[][]): MultiLineString => ({ type: 'MultiLineString', coordinates: flat.map(toPositions) });
  const outline = countryCode ? slice.countries[countryCode] : undefined;
  return {
    origin,
    land: path(polygon(slice.land)) ?? '',
    borders: path(lines(slice.borders)) ?? '',
    country: outline ? (path(polygon(outline)) ?? '') : '',
  };
}
