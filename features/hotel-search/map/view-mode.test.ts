import { describe, expect, it } from 'vitest';
import { isMapView, listViewHref, mapViewHref } from './view-mode';

describe('view mode in the query', () => {
  it('is the map view only for view=map', () => {
    expect(isMapView('checkInDate=01-12-2026&view=map')).toBe(true);
    expect(isMapView(new URLSearchParams({ view: 'list' }))).toBe(false);
    expect(isMapView('')).toBe(false);
  });

  it('adds view=map and keeps the rest of the query', () => {
    expect(mapViewHref('/khach-san/da-nang', 'checkInDate=01-12-2026&nights=2&star=4,5')).toBe(
      '/khach-san/da-nang?checkInDate=01-12-2026&nights=2&star=4,5&view=map',
    );
    expect(mapViewHref('/khach-san/da-nang', 'view=map')).toBe('/khach-san/da-nang?view=map');
    expect(mapViewHref('/khach-san/tim-kiem', '')).toBe('/khach-san/tim-kiem?view=map');
  });

  it('removes only view to go back to the list', () => {
    expect(listViewHref('/khach-san/da-nang', 'checkInDate=01-12-2026&view=map&page=2')).toBe(
      '/khach-san/da-nang?checkInDate=01-12-2026&page=2',
    );
    expect(listViewHref('/khach-san/da-nang', new URLSearchParams('view=map'))).toBe('/khach-san/da-nang');
  });

  it('keeps English under /en and never shows the internal /vi path', () => {
    expect(mapViewHref('/en/khach-san/da-nang', 'nights=1')).toBe('/en/khach-san/da-nang?nights=1&view=map');
    expect(listViewHref('/vi/khach-san/da-nang', 'view=map&nights=1')).toBe('/khach-san/da-nang?nights=1');
    expect(mapViewHref('/vi', '')).toBe('/?view=map');
    expect(mapViewHref('/vietnam', '')).toBe('/vietnam?view=map');
  });
});
