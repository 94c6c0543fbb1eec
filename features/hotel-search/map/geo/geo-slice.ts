import { geoPath, geoTransform } from 'd3-geo';
import type { MultiLineString, Polygon } from 'geojson';
import { z } from 'zod';
import { project, type Point } from '../projection';
import { GEO_LAYERS, type GeoBox, type GeoLayer } from './geo-layers';

/** Rings or lines as flat [lon, lat, lon, lat, ...] arrays, as build-geo.mjs writes them. */
const flatLines = z.array(z.array(z.number()));

/** One layer's file: land, country borders and the outlines of the countries with hotels. */
export const geoSliceSchema = z.object({
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  land: flatLines,
  borders: flatLines,
  countries: z.record(z.string(), flatLines),
});
export type GeoSlice = z.infer<typeof geoSliceSchema>;

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
