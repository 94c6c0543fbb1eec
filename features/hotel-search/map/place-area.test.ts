import { describe, expect, it } from 'vitest';
import { distanceKm, placeArea } from './place-area';

describe('placeArea', () => {
  const centre = { lat: 16.05, lng: 108.2 };

  it('is a circle around the centre holding the hotels, ignoring those more than 60 km away', () => {
    const area = placeArea(centre, [
      { lat: 16.05, lng: 108.25 },
      { lat: 16.1, lng: 108.2 },
      { lat: 21.03, lng: 105.85 },
    ]);
    expect(area!.radiusKm).toBeCloseTo(distanceKm(centre, { lat: 16.1, lng: 108.2 }), 6);
    expect(area!.radiusKm).toBeCloseTo(5.56, 1);
  });

  it('is at least 1 km, and none without a centre', () => {
    expect(placeArea(centre, [])!.radiusKm).toBe(1);
    expect(placeArea(null, [centre])).toBeNull();
  });
});
