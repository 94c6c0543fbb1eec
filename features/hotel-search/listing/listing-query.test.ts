import { describe, expect, it } from 'vitest';
import { listingHref, pageQuery, toggleMapViewQuery } from './listing-query';

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
