import { describe, expect, it } from 'vitest';
import { hotelLatLng, locateHotels, toLatLng } from './lat-lng';

describe('toLatLng (spec 5 "Map coordinates")', () => {
  it('accepts finite numbers', () => {
    expect(toLatLng(16.05, 108.2)).toEqual({ lat: 16.05, lng: 108.2 });
    expect(toLatLng(0, 0)).toEqual({ lat: 0, lng: 0 });
  });

  it('converts numeric strings', () => {
    expect(toLatLng('10.7769', ' 106.7009 ')).toEqual({ lat: 10.7769, lng: 106.7009 });
  });

  it.each([
    [undefined, 108],
    [null, 108],
    [16, 'abc'],
    ['', 108],
    ['  ', 108],
    [Number.NaN, 108],
    [16, Number.POSITIVE_INFINITY],
    [true, 108],
    [{}, 108],
  ])('rejects %s, %s with "Invalid LatLng object"', (lat, lng) => {
    expect(() => toLatLng(lat, lng)).toThrowError(new Error('Invalid LatLng object'));
  });

  it('clamps latitude to ±85.05113', () => {
    expect(toLatLng(89.9, 0).lat).toBe(85.05113);
    expect(toLatLng(-90, 0).lat).toBe(-85.05113);
    expect(toLatLng(85.05113, 0).lat).toBe(85.05113);
  });

  it('wraps longitude into [-180, 180)', () => {
    expect(toLatLng(0, 190).lng).toBeCloseTo(-170);
    expect(toLatLng(0, -190).lng).toBeCloseTo(170);
    expect(toLatLng(0, 180).lng).toBe(-180);
    expect(toLatLng(0, 179.5).lng).toBe(179.5);
  });
});

describe('hotelLatLng', () => {
  it('gives the hotel position or null when it is invalid', () => {
    expect(hotelLatLng({ location: { lat: 16, lon: 108 } })).toEqual({ lat: 16, lng: 108 });
    expect(hotelLatLng({ location: { lat: Number.NaN, lon: 108 } })).toBeNull();
  });
});

describe('locateHotels', () => {
  it('keeps the hotels with valid coordinates and skips the others', () => {
    const hotels = [
      { id: 1, location: { lat: 16, lon: 108 } },
      { id: 2, location: { lat: Number.NaN, lon: 108 } },
      { id: 3, location: { lat: '10.5', lon: '106.1' } },
      { id: 4, location: { lat: null, lon: 106 } },
    ];
    expect(locateHotels(hotels)).toEqual([
      { hotel: hotels[0], position: { lat: 16, lng: 108 } },
      { hotel: hotels[2], position: { lat: 10.5, lng: 106.1 } },
    ]);
  });
});
