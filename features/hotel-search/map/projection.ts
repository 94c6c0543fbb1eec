import { FIT_MAX_ZOOM, HOVER_DISTANCE, MAX_LATITUDE, MAX_ZOOM, MIN_ZOOM, ZOOM_WITH_CENTRE } from './constants';
import { toLatLng, type LatLng } from './lat-lng';

/** Web-Mercator maths for the key-free map: world pixels at a zoom, as map tiles use. */
const TILE_SIZE = 256;

export type Point = { x: number; y: number };
export type Size = { width: number; height: number };
export type MapViewport = { centre: LatLng; zoom: number };

const worldSize = (zoom: number) => TILE_SIZE * 2 ** zoom;
const clampLatitude = (lat: number) => Math.min(MAX_LATITUDE, Math.max(-MAX_LATITUDE, lat));
const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

export function project(position: LatLng, zoom: number): Point {
  const sin = Math.sin((clampLatitude(position.lat) * Math.PI) / 180);
  const size = worldSize(zoom);
  return {
    x: ((position.lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

export function unproject(point: Point, zoom: number): LatLng {
  const size = worldSize(zoom);
  const n = Math.PI - (2 * Math.PI * point.y) / size;
  return toLatLng((180 / Math.PI) * Math.atan(Math.sinh(n)), (point.x / size) * 360 - 180);
}

/** Pixel position of a place inside a viewport of `size` showing `view`. */
export function toScreen(position: LatLng, view: MapViewport, size: Size): Point {
  const point = project(position, view.zoom);
  const centre = project(view.centre, view.zoom);
  return { x: point.x - centre.x + size.width / 2, y: point.y - centre.y + size.height / 2 };
}

/** Inverse of toScreen: the place under a pixel of the viewport. */
export function fromScreen(point: Point, view: MapViewport, size: Size): LatLng {
  const centre = project(view.centre, view.zoom);
  return unproject({ x: centre.x + point.x - size.width / 2, y: centre.y + point.y - size.height / 2 }, view.zoom);
}

/**
 * The view showing every point with `padding` pixels to spare, at a whole zoom between the minimum and
 * `maxZoom`. One point (or several at the same place) is shown at the zoom used for a centre.
 */
export function fitBounds(points: LatLng[], size: Size, padding = 40, maxZoom = FIT_MAX_ZOOM): MapViewport | null {
  if (points.length === 0) return null;
  const projected = points.map((p) => project(p, 0));
  const xs = projected.map((p) => p.x);
  const ys = projected.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const centre = unproject({ x: (minX + maxX) / 2, y: (minY + maxY) / 2 }, 0);
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  if (spanX === 0 && spanY === 0) return { centre, zoom: clampZoom(Math.min(ZOOM_WITH_CENTRE, maxZoom)) };
  const innerWidth = Math.max(1, size.width - 2 * padding);
  const innerHeight = Math.max(1, size.height - 2 * padding);
  const scale = Math.min(spanX ? innerWidth / spanX : Infinity, spanY ? innerHeight / spanY : Infinity);
  return { centre, zoom: clampZoom(Math.min(maxZoom, Math.floor(Math.log2(scale)))) };
}

type Padding = { top: number; right: number; bottom: number; left: number };

/**
 * The view showing every point inside the viewport less `padding` on each side (sides may differ: a price
 * bubble stands above its point, the zoom buttons sit at the right), at the closest whole zoom between the
 * minimum and `maxZoom`; the points' box is centred in the padded area.
 */
export function fitView(points: readonly LatLng[], size: Size, padding: Padding, maxZoom: number): MapViewport | null {
  if (points.length === 0) return null;
  const projected = points.map((p) => project(p, 0));
  const xs = projected.map((p) => p.x);
  const ys = projected.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const innerWidth = Math.max(1, size.width - padding.left - padding.right);
  const innerHeight = Math.max(1, size.height - padding.top - padding.bottom);
  const scale = Math.min(maxX > minX ? innerWidth / (maxX - minX) : Infinity, maxY > minY ? innerHeight / (maxY - minY) : Infinity);
  const zoom = clampZoom(Math.min(maxZoom, Number.isFinite(scale) ? Math.floor(Math.log2(scale)) : maxZoom));
  // the box's middle goes to the padded area's middle, which is off the viewport's middle when the sides differ
  const factor = 2 ** zoom;
  const middle = { x: ((minX + maxX) / 2) * factor, y: ((minY + maxY) / 2) * factor };
  const shift = { x: (padding.left - padding.right) / 2, y: (padding.top - padding.bottom) / 2 };
  return { centre: unproject({ x: middle.x - shift.x, y: middle.y - shift.y }, zoom), zoom };
}

/** Zoom in (+1) or out (-1), never past the minimum zoom (3) or the maximum. */
export function zoomBy(view: MapViewport, delta: number): MapViewport {
  return { centre: view.centre, zoom: clampZoom(view.zoom + delta) };
}

/** Drag the map by a pixel offset: the content follows the pointer. */
export function panBy(view: MapViewport, dx: number, dy: number): MapViewport {
  const centre = project(view.centre, view.zoom);
  const size = worldSize(view.zoom);
  const y = Math.min(size, Math.max(0, centre.y - dy));
  return { centre: unproject({ x: centre.x - dx, y }, view.zoom), zoom: view.zoom };
}

/** The pin nearest to `point` within `hoverDistance` pixels, or null. */
export function nearestPin<T extends Point>(point: Point, pins: readonly T[], hoverDistance = HOVER_DISTANCE): T | null {
  let best: T | null = null;
  let bestDistance = hoverDistance;
  for (const pin of pins) {
    const distance = Math.hypot(pin.x - point.x, pin.y - point.y);
    if (distance <= bestDistance) {
      best = pin;
      bestDistance = distance;
    }
  }
  return best;
}

/** The lon/lat box a viewport shows: [west, south, east, north]. */
export function viewBounds(view: MapViewport, size: Size): [number, number, number, number] {
  const topLeft = fromScreen({ x: 0, y: 0 }, view, size);
  const bottomRight = fromScreen({ x: size.width, y: size.height }, view, size);
  return [topLeft.lng, bottomRight.lat, bottomRight.lng, topLeft.lat];
}
