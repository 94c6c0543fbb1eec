import { describe, expect, it } from 'vitest';
import { graticule } from './graticule';

const size = { width: 800, height: 600 };

describe('graticule', () => {
  it('draws lines inside the viewport at least 90 px apart', () => {
    for (const zoom of [3, 7, 13, 16]) {
      const grid = graticule({ centre: { lat: 16.06, lng: 108.24 }, zoom }, size);
      expect(grid.xs.length, `zoom ${zoom}`).toBeGreaterThan(0);
      expect(grid.ys.length, `zoom ${zoom}`).toBeGreaterThan(0);
      for (const x of grid.xs) expect(x >= 0 && x <= 800).toBe(true);
      for (const y of grid.ys) expect(y >= 0 && y <= 600).toBe(true);
      const gaps = grid.xs.slice(1).map((x, i) => x - grid.xs[i]!);
      for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(89.999);
    }
  });

  it('uses finer steps as the map zooms in', () => {
    const centre = { lat: 16.06, lng: 108.24 };
    expect(graticule({ centre, zoom: 3 }, size).step).toBe(30);
    expect(graticule({ centre, zoom: 13 }, size).step).toBeLessThan(0.05);
  });

  it('puts a meridian on a round longitude', () => {
    const grid = graticule({ centre: { lat: 0, lng: 0 }, zoom: 3 }, size);
    expect(grid.xs).toContain(400);
    expect(grid.ys).toContain(300);
  });
});
