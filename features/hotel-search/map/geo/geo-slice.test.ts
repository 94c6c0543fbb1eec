import { describe, expect, it } from 'vitest';
import { GEO_LAYERS } from './geo-layers';
import { geoPaths, layerFor, parseGeoSlice, type GeoSlice } from './geo-slice';

describe('layerFor', () => {
  it('takes the finest layer that holds the whole view', () => {
    expect(layerFor([108.1, 15.9, 108.3, 16.1]).id).toBe('vietnam-10m');
    expect(layerFor([100, 10, 125, 30]).id).toBe('asia-50m');
    expect(layerFor([2.2, 48.8, 2.5, 48.9]).id).toBe('europe-50m');
    expect(layerFor([-74.1, 40.6, -73.9, 40.8]).id).toBe('world-110m');
    expect(GEO_LAYERS[0]!.bbox).toBeUndefined();
  });
});

describe('geoPaths', () => {
  const slice: GeoSlice = {
    bbox: [0, 0, 1, 1],
    land: [[0, 0, 1, 0, 1, 1, 0, 1]],
    borders: [[0.5, 0, 0.5, 1]],
    countries: { VN: [[0, 0, 1, 0, 1, 1]] },
  };

  it('draws rings and lines in world pixels less the origin, through d3-geo', () => {
    // at zoom 0 the world is 256 px wide: lon 0 is x 128, lon 1 is 128 + 256/360
    const paths = geoPaths(slice, 0, { x: 128, y: 128 }, 'VN');
    expect(paths.land).toBe('M0,0L0.7,0L0.7,-0.7L0,-0.7Z');
    expect(paths.borders).toBe('M0.4,0L0.4,-0.7');
    expect(paths.country).toBe('M0,0L0.7,0L0.7,-0.7Z');
    expect(geoPaths(slice, 0, { x: 0, y: 0 }, 'TH').country).toBe('');
  });
});

describe('parseGeoSlice', () => {
  it('accepts a layer file and refuses anything else', () => {
    const slice = { bbox: [0, 0, 1, 1], land: [[0, 0, 1, 1]], borders: [], countries: { VN: [[0, 0]] } };
    expect(parseGeoSlice(slice)).toBe(slice);
    expect(() => parseGeoSlice({ ...slice, land: [['x']] })).toThrow('Invalid geography file');
    expect(() => parseGeoSlice({ ...slice, bbox: [0, 0] })).toThrow('Invalid geography file');
    expect(() => parseGeoSlice(null)).toThrow('Invalid geography file');
  });
});
