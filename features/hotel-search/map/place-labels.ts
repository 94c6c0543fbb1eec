import { CLOSE_LABEL_ZOOM, isCloseKind, type MapPlace } from './map-place';
import { toScreen, type MapViewport, type Point, type Size } from './projection';
import { localized } from '@/lib/i18n/localized';

export type PlacedLabel = Point & { text: string; key: string; close: boolean };

/** Rough label box at 12 px: enough to keep labels apart without measuring text. */
const labelWidth = (text: string) => text.length * 6.6 + 8;
const LABEL_HEIGHT = 16;

/**
 * The labels to draw in a view, most important first (the server orders places by hotels): provinces and
 * cities always, districts and areas from the city zoom on; a label that would overlap one already
 * placed, or fall outside the view, is left out.
 */
export function placeLabels(places: readonly MapPlace[], view: MapViewport, size: Size, lang: 'vi' | 'en'): PlacedLabel[] {
  const placed: PlacedLabel[] = [];
  const boxes: { x0: number; x1: number; y0: number; y1: number }[] = [];
  for (const place of places) {
    const close = isCloseKind(place.kind);
    if (close && view.zoom < CLOSE_LABEL_ZOOM) continue;
    const text = localized({ vi: place.name_vi, en: place.name }, lang);
    const point = toScreen({ lat: place.lat, lng: place.lon }, view, size);
    const half = labelWidth(text) / 2;
    const box = { x0: point.x - half, x1: point.x + half, y0: point.y - LABEL_HEIGHT, y1: point.y + 2 };
    if (box.x0 < 0 || box.x1 > size.width || box.y0 < 0 || box.y1 > size.height) continue;
    if (boxes.some((b) => b.x0 < box.x1 && box.x0 < b.x1 && b.y0 < box.y1 && box.y0 < b.y1)) continue;
    boxes.push(box);
    placed.push({ ...point, text, close, key: `${place.kind}:${place.lat},${place.lon}:${text}` });
  }
  return placed;
}

const EARTH_CIRCUMFERENCE_M = 40_075_016.686;

/** Pixels per kilometre at a latitude and zoom (Web Mercator, 256 px tiles). */
export const pxPerKm = (lat: number, zoom: number) =>
  (256 * 2 ** zoom) / ((EARTH_CIRCUMFERENCE_M / 1000) * Math.cos((lat * Math.PI) / 180));
