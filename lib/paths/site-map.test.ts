import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bestPriceRegionPath,
  hotelDetailPath,
  hotelIdFromSlug,
  isBestPricePath,
  listingPath,
  regionListingPath,
  searchResultsPath,
  sitePageOf,
  type Listing,
  type SitePage,
} from './site-map';

describe('page addresses', () => {
  it('builds every listing address', () => {
    const cases: [Listing, string][] = [
      [{ kind: 'hotels' }, '/khach-san'],
      [{ kind: 'search' }, '/khach-san/tim-kiem'],
      [{ kind: 'region', seoUrl: 'da-nang' }, '/khach-san/da-nang'],
      [{ kind: 'best-price' }, '/khach-san-gia-tot'],
      [{ kind: 'best-price-region', regionType: 'province', seoUrl: 'lam-dong' }, '/khach-san-gia-tot/tinh/lam-dong'],
      [{ kind: 'best-price-region', regionType: 'city', seoUrl: 'da-nang' }, '/khach-san-gia-tot/thanh-pho/da-nang'],
    ];
    for (const [listing, path] of cases) expect(listingPath(listing)).toBe(path);
    expect(bestPriceRegionPath('city', 'hue')).toBe('/khach-san-gia-tot/thanh-pho/hue');
  });

  it('adds a query only when there is one', () => {
    expect(regionListingPath('hue', new URLSearchParams('nights=2'))).toBe('/khach-san/hue?nights=2');
    expect(searchResultsPath(new URLSearchParams())).toBe('/khach-san/tim-kiem');
  });

  it('builds and parses a hotel page', () => {
    expect(hotelDetailPath({ id: 12, name: 'Đà Nẵng Resort', countryCode: 'VN' })).toBe('/khach-san/vn/da-nang-resort-12');
    expect(hotelDetailPath({ id: 12, name: '!!!', countryCode: null })).toBe('/khach-san/vn/hotel-12');
    expect(hotelIdFromSlug('da-nang-resort-12')).toBe(12);
    expect(hotelIdFromSlug('da-nang-resort')).toBeNull();
  });

  it('knows the best-price section', () => {
    expect(isBestPricePath('/khach-san-gia-tot')).toBe(true);
    expect(isBestPricePath('/khach-san-gia-tot/tinh/hue')).toBe(true);
    expect(isBestPricePath('/khach-san-gia-tot-x')).toBe(false);
  });
});

describe('sitePageOf', () => {
  it('names the page of every address app/ serves, with or without /en', () => {
    expect(sitePageOf('/')).toEqual({ kind: 'home' });
    expect(sitePageOf('/en')).toEqual({ kind: 'home' });
    expect(sitePageOf('/en/')).toEqual({ kind: 'home' });
    expect(sitePageOf('/khach-san')).toEqual({ kind: 'listing', listing: { kind: 'hotels' } });
    expect(sitePageOf('/en/khach-san/tim-kiem')).toEqual({ kind: 'listing', listing: { kind: 'search' } });
    expect(sitePageOf('/khach-san/da-nang/')).toEqual({ kind: 'listing', listing: { kind: 'region', seoUrl: 'da-nang' } });
    expect(sitePageOf('/khach-san/vn/resort-12')).toEqual({ kind: 'hotel', countryCode: 'vn', hotelSlug: 'resort-12' });
    expect(sitePageOf('/khach-san-gia-tot')).toEqual({ kind: 'listing', listing: { kind: 'best-price' } });
    expect(sitePageOf('/en/khach-san-gia-tot/thanh-pho/da-nang')).toEqual({
      kind: 'listing',
      listing: { kind: 'best-price-region', regionType: 'city', seoUrl: 'da-nang' },
    });
  });

  it('is null for addresses no such page answers', () => {
    for (const path of [
      '//',
      '/vi',
      '/vi/khach-san',
      '/khach-san//',
      '/khach-san/a/b/c',
      '/khach-san-gia-tot/da-nang',
      '/khach-san-gia-tot/tinh',
      '/khach-san-gia-tot/huyen/x',
      '/english',
      '/ve-may-bay',
    ]) {
      expect(sitePageOf(path), path).toBeNull();
    }
  });
});

describe('the site map and app/', () => {
  it('has a route module for every kind of page sitePageOf names', () => {
    const routes: [string, SitePage['kind'] | Listing['kind'], string][] = [
      ['/', 'home', 'page.tsx'],
      ['/khach-san', 'hotels', 'khach-san/page.tsx'],
      ['/khach-san/tim-kiem', 'search', 'khach-san/tim-kiem/page.tsx'],
      ['/khach-san/da-nang', 'region', 'khach-san/[place]/page.tsx'],
      ['/khach-san/vn/resort-12', 'hotel', 'khach-san/[place]/[hotel]/page.tsx'],
      ['/khach-san-gia-tot', 'best-price', 'khach-san-gia-tot/page.tsx'],
      ['/khach-san-gia-tot/tinh/lam-dong', 'best-price-region', 'khach-san-gia-tot/tinh/[province]/page.tsx'],
      ['/khach-san-gia-tot/thanh-pho/da-nang', 'best-price-region', 'khach-san-gia-tot/thanh-pho/[city]/page.tsx'],
    ];
    for (const [address, kind, file] of routes) {
      const page = sitePageOf(address);
      expect(page?.kind === 'listing' ? page.listing.kind : page?.kind, address).toBe(kind);
      expect(existsSync(path.join(__dirname, '../../app/[lang]', file)), file).toBe(true);
    }
  });
});
