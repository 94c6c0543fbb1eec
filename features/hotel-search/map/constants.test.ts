import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CENTRE,
  HOVER_DISTANCE,
  MAPS_LOADER_RETRIES,
  MAPS_RETRY_DELAYS_MS,
  MAX_LATITUDE,
  MIN_ZOOM,
  ZOOM_WITH_CENTRE,
  ZOOM_WITHOUT_CENTRE,
} from './constants';

describe('map constants (spec 9)', () => {
  it('centres on Đà Nẵng by default', () => {
    expect(DEFAULT_CENTRE).toEqual({ latitude: 16.0627397, longitude: 108.2422757 });
  });

  it('zooms 13 with a centre, 7 without, never below 3', () => {
    expect(ZOOM_WITH_CENTRE).toBe(13);
    expect(ZOOM_WITHOUT_CENTRE).toBe(7);
    expect(MIN_ZOOM).toBe(3);
  });

  it('hovers within 30 px and limits latitude to ±85.05113', () => {
    expect(HOVER_DISTANCE).toBe(30);
    expect(MAX_LATITUDE).toBe(85.05113);
  });

  it('retries the maps script 3 times with a growing delay', () => {
    expect(MAPS_LOADER_RETRIES).toBe(3);
    expect(MAPS_RETRY_DELAYS_MS).toHaveLength(MAPS_LOADER_RETRIES);
    expect([...MAPS_RETRY_DELAYS_MS]).toEqual([500, 1000, 2000]);
  });
});
