import { fromScreen, toScreen, type MapViewport, type Size } from './projection';

/** Degree steps from coarse to fine; the finest one still leaving MIN_SPACING pixels between lines wins. */
const STEPS = [30, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01, 0.005, 0.002, 0.001];
const MIN_SPACING = 90;

export type Graticule = { step: number; xs: number[]; ys: number[] };

/** Meridians (xs) and parallels (ys) to draw as the light grid of the key-free map, in viewport pixels. */
export function graticule(view: MapViewport, size: Size): Graticule {
  const pixelsPerDegree = (256 * 2 ** view.zoom) / 360;
  const step = STEPS.findLast((s) => s * pixelsPerDegree >= MIN_SPACING) ?? STEPS[0]!;
  const topLeft = fromScreen({ x: 0, y: 0 }, view, size);
  const bottomRight = fromScreen({ x: size.width, y: size.height }, view, size);
  const lines = (from: number, to: number) => {
    const values: number[] = [];
    for (let i = Math.ceil(from / step); i * step <= to; i += 1) values.push(i * step);
    return values;
  };
  const left = view.centre.lng - size.width / 2 / pixelsPerDegree;
  return {
    step,
    xs: lines(left, left + size.width / pixelsPerDegree).map((lng) => toScreen({ lat: view.centre.lat, lng }, view, size).x),
    ys: lines(bottomRight.lat, topLeft.lat).map((lat) => toScreen({ lat, lng: view.centre.lng }, view, size).y),
  };
}
