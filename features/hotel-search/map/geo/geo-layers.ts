/** [west, south, east, north] in degrees. */
export type GeoBox = readonly [number, number, number, number];
export type GeoLayer = { id: string; scale: '110m' | '50m' | '10m'; decimals: number; bbox?: GeoBox };

/**
 * The key-free map's geography (Natural Earth, built into public/geo by build-geo.mjs), coarse to fine:
 * the map draws the finest layer whose box holds the view. Finer slices only where our hotels are.
 */
export const GEO_LAYERS: readonly GeoLayer[] = [
  { id: 'world-110m', scale: '110m', decimals: 2 },
  { id: 'asia-50m', scale: '50m', decimals: 2, bbox: [88, -12, 150, 47] },
  { id: 'europe-50m', scale: '50m', decimals: 2, bbox: [-12, 36, 20, 56] },
  { id: 'vietnam-10m', scale: '10m', decimals: 3, bbox: [97, 5, 118, 25] },
];

/** Where a layer's file is served. */
export const geoLayerUrl = (layer: GeoLayer) => `/geo/${layer.id}.json`;
