import { describe, expect, it } from 'vitest';
import { isMapView, listViewHref, listingHref, mapViewHref, pageQuery, toggleMapViewQuery } from './listing-query';

describe('pageQuery', () => {
  it('sets the page and drops it for page 1', () => {
    expect(pageQuery('keyword=hue', 3)).toBe('keyword=hue&page=3');
    expect(pageQuery('keyword=hue&page=3', 1)).toBe('keyword=hue');
  });
});

describe('toggleMapViewQuery', () => {
  it('switches view=map on and off, keeping the rest', () => {
    expect(toggleMapViewQuery('keyword=hue')).toBe('keyword=hue&view=map');
    expect(toggleMapViewQuery('view=map&keyword=hue')).toBe('keyword=hue');
  });
});

describe('listingHref', () => {
  it('joins the path and the query', () => {
    expect(listingHref('/khach-san/da-nang', 'star=5')).toBe('/khach-san/da-nang?star=5');
    expect(listingHref('/en/khach-san/da-nang', '')).toBe('/en/khach-san/da-nang');
    expect(listingHref('/khach-san/hue', 'star=5%2C4&keyword=a%2Cb')).toBe('/khach-san/hue?star=5,4&keyword=a,b');
  });

  it('strips an internal /vi prefix', () => {
    expect(listingHref('/vi/khach-san/tim-kiem', 'a=1')).toBe('/khach-san/tim-kiem?a=1');
    expect(listingHref('/vi', '')).toBe('/');
    expect(listingHref('/video', '')).toBe('/video');
  });
});

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
