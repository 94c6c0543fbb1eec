import { describe, expect, it } from 'vitest';
import { fitBounds, fitView, fromScreen, nearestPin, panBy, project, toScreen, unproject, zoomBy, type MapViewport } from './projection';
import type { LatLng } from './lat-lng';

const size = { width: 800, height: 600 };
const daNang = { lat: 16.0627397, lng: 108.2422757 };
const hoiAn = { lat: 15.8801, lng: 108.338 };
const hue = { lat: 16.4637, lng: 107.5909 };

describe('Web-Mercator projection', () => {
  it('puts (0, 0) in the middle of the world and the latitude limit at its edges', () => {
    expect(project({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(project({ lat: 85.05113, lng: -180 }, 0).y).toBeCloseTo(0, 3);
    expect(project({ lat: -89, lng: 0 }, 0).y).toBeCloseTo(256, 3);
  });

  it('doubles the world with each zoom step', () => {
    expect(project(daNang, 5).x).toBeCloseTo(project(daNang, 4).x * 2, 9);
  });

  it('unprojects back to the same place', () => {
    const back = unproject(project(daNang, 13), 13);
    expect(back.lat).toBeCloseTo(daNang.lat, 9);
    expect(back.lng).toBeCloseTo(daNang.lng, 9);
  });

  it('places the view centre in the middle of the viewport, and back', () => {
    const view: MapViewport = { centre: daNang, zoom: 12 };
    expect(toScreen(daNang, view, size)).toEqual({ x: 400, y: 300 });
    const hoiAnPx = toScreen(hoiAn, view, size);
    expect(hoiAnPx.x).toBeGreaterThan(400); // east
    expect(hoiAnPx.y).toBeGreaterThan(300); // south
    const back = fromScreen(hoiAnPx, view, size);
    expect(back.lat).toBeCloseTo(hoiAn.lat, 9);
    expect(back.lng).toBeCloseTo(hoiAn.lng, 9);
  });
});

describe('fitBounds', () => {
  it('shows every hotel inside the padded viewport at the closest whole zoom', () => {
    const view = fitBounds([daNang, hoiAn, hue], size, 40)!;
    expect(Number.isInteger(view.zoom)).toBe(true);
    for (const place of [daNang, hoiAn, hue]) {
      const p = toScreen(place, view, size);
      expect(p.x).toBeGreaterThanOrEqual(40);
      expect(p.x).toBeLessThanOrEqual(760);
      expect(p.y).toBeGreaterThanOrEqual(40);
      expect(p.y).toBeLessThanOrEqual(560);
    }
    // one step closer no longer fits
    const closer = { ...view, zoom: view.zoom + 1 };
    const outside = [daNang, hoiAn, hue].some((place) => {
      const p = toScreen(place, closer, size);
      return p.x < 40 || p.x > 760 || p.y < 40 || p.y > 560;
    });
    expect(outside).toBe(true);
  });

  it('gives a single hotel, or identical points, the centre zoom (13) at that place', () => {
    const single = fitBounds([daNang], size)!;
    expect(single.zoom).toBe(13);
    expect(toScreen(daNang, single, size)).toEqual({ x: 400, y: 300 });
    const view = fitBounds([daNang, { ...daNang }], size)!;
    expect(view.zoom).toBe(13);
    expect(view.centre.lat).toBeCloseTo(daNang.lat, 9);
    expect(view.centre.lng).toBeCloseTo(daNang.lng, 9);
  });

  it('never zooms out below the minimum zoom 3, nor closer than 16 for near points', () => {
    expect(
      fitBounds(
        [
          { lat: 70, lng: -170 },
          { lat: -70, lng: 170 },
        ],
        { width: 200, height: 150 },
      )!.zoom,
    ).toBe(3);
    expect(fitBounds([daNang, { lat: daNang.lat + 0.00001, lng: daNang.lng }], size)!.zoom).toBe(16);
  });

  it('copes with a viewport smaller than its padding', () => {
    expect(fitBounds([daNang, hoiAn], { width: 10, height: 10 })!.zoom).toBe(3);
  });

  it('has no view for no points', () => {
    expect(fitBounds([], size)).toBeNull();
  });
});

describe('fitView (the map opening on the results)', () => {
  const padding = { top: 56, right: 80, bottom: 28, left: 56 };
  const box = (view: MapViewport, places: LatLng[]) => {
    const ps = places.map((place) => toScreen(place, view, size));
    const xs = ps.map((p) => p.x);
    const ys = ps.map((p) => p.y);
    return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
  };

  it("puts every point inside the viewport less each side's padding, at the closest whole zoom", () => {
    const places = [daNang, hoiAn, hue];
    const view = fitView(places, size, padding, 13)!;
    expect(Number.isInteger(view.zoom)).toBe(true);
    const b = box(view, places);
    expect(b.left).toBeGreaterThanOrEqual(padding.left);
    expect(b.right).toBeLessThanOrEqual(size.width - padding.right);
    expect(b.top).toBeGreaterThanOrEqual(padding.top);
    expect(b.bottom).toBeLessThanOrEqual(size.height - padding.bottom);
    // the box is centred in the padded area (not in the viewport), and one step closer no longer fits
    expect((b.left + b.right) / 2).toBeCloseTo((padding.left + size.width - padding.right) / 2, 6);
    expect((b.top + b.bottom) / 2).toBeCloseTo((padding.top + size.height - padding.bottom) / 2, 6);
    const closer = box({ ...view, zoom: view.zoom + 1 }, places);
    expect(
      closer.right - closer.left > size.width - padding.left - padding.right ||
        closer.bottom - closer.top > size.height - padding.top - padding.bottom,
    ).toBe(true);
  });

  it('spreads the points over at least half the padded width or height', () => {
    const places = [daNang, hoiAn, { lat: 16.01, lng: 108.25 }];
    const view = fitView(places, size, padding, 18)!;
    const b = box(view, places);
    const spread = Math.max(
      (b.right - b.left) / (size.width - padding.left - padding.right),
      (b.bottom - b.top) / (size.height - padding.top - padding.bottom),
    );
    expect(spread).toBeGreaterThanOrEqual(0.5);
  });

  it('stops at maxZoom for one point or close points, at the minimum zoom 3 for far ones, and has no view without points', () => {
    const one = fitView([daNang], size, padding, 13)!;
    expect(one.zoom).toBe(13);
    expect(toScreen(daNang, one, size).x).toBeCloseTo((padding.left + size.width - padding.right) / 2, 6);
    expect(fitView([daNang, { lat: daNang.lat + 0.0001, lng: daNang.lng }], size, padding, 13)!.zoom).toBe(13);
    expect(
      fitView(
        [
          { lat: 70, lng: -170 },
          { lat: -70, lng: 170 },
        ],
        { width: 200, height: 150 },
        padding,
        13,
      )!.zoom,
    ).toBe(3);
    expect(fitView([], size, padding, 13)).toBeNull();
  });
});

describe('zoom and pan', () => {
  it('zooms in and out by steps and stops at the minimum zoom 3', () => {
    const view: MapViewport = { centre: daNang, zoom: 4 };
    expect(zoomBy(view, 1).zoom).toBe(5);
    expect(zoomBy(view, -1).zoom).toBe(3);
    expect(zoomBy(zoomBy(view, -1), -1).zoom).toBe(3);
  });

  it('moves the centre against the drag so the content follows the pointer', () => {
    const view: MapViewport = { centre: daNang, zoom: 10 };
    const moved = panBy(view, 100, 50);
    expect(moved.centre.lng).toBeLessThan(daNang.lng);
    expect(moved.centre.lat).toBeGreaterThan(daNang.lat);
    const p = toScreen(daNang, moved, size);
    expect(p.x).toBeCloseTo(500, 6);
    expect(p.y).toBeCloseTo(350, 6);
  });
});

describe('nearestPin (hover distance 30)', () => {
  const pins = [
    { id: 1, x: 100, y: 100 },
    { id: 2, x: 120, y: 100 },
    { id: 3, x: 400, y: 400 },
  ];

  it('picks the nearest pin within 30 px', () => {
    expect(nearestPin({ x: 114, y: 100 }, pins)?.id).toBe(2);
    expect(nearestPin({ x: 400, y: 430 }, pins)?.id).toBe(3);
  });

  it('ignores pins further than the hover distance', () => {
    expect(nearestPin({ x: 400, y: 431 }, pins)).toBeNull();
    expect(nearestPin({ x: 150, y: 100 }, pins, 10)).toBeNull();
  });
});
