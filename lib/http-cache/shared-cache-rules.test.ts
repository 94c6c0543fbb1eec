import { describe, expect, it } from 'vitest';
import { readCookie, sharedCacheKey, sharedCacheRule } from './shared-cache-rules';

const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers });

describe('sharedCacheRule', () => {
  it.each([
    ['/', 'home'],
    ['/en', 'home'],
    ['/khach-san', 'listing'],
    ['/khach-san/da-nang', 'listing'],
    ['/en/khach-san/da-nang?checkInDate=01-12-2026&nights=2&sort_by=price', 'listing'],
    ['/khach-san/tim-kiem?keyword=Bangkok&countryCode=TH', 'listing'],
    ['/khach-san-gia-tot/thanh-pho/da-nang', 'best-price-listing'],
    ['/api/v2-hotel/suggest?q=da', 'suggest-api'],
    ['/api/v2-common/banners/?position=home_slideshow', 'banners-api'],
  ])('shares %s (%s)', (url, name) => {
    expect(sharedCacheRule(get(url))?.name).toBe(name);
  });

  it.each([
    '/khach-san/vn/khach-san-muong-thanh-123', // hotel page: rooms and prices read fresh
    '/vi/khach-san/da-nang', // redirected by proxy.ts
    '/api/health',
    '/api/common/exchange-rates/transfer/usd',
    '/ve-may-bay',
    '/sitemap.xml',
  ])('does not share %s', (url) => {
    expect(sharedCacheRule(get(url))).toBeNull();
  });

  it('never shares what belongs to one visitor or one client-side navigation', () => {
    expect(sharedCacheRule({ method: 'POST', url: '/', headers: {} })).toBeNull();
    expect(sharedCacheRule({ method: 'HEAD', url: '/', headers: {} })).toBeNull();
    expect(sharedCacheRule(get('/', { cookie: 'currency=USD; accessToken=abc' }))).toBeNull();
    expect(sharedCacheRule(get('/', { authorization: 'Bearer x' }))).toBeNull();
    expect(sharedCacheRule(get('/khach-san/da-nang', { rsc: '1' }))).toBeNull();
    expect(sharedCacheRule(get('/khach-san/da-nang', { 'next-router-prefetch': '1' }))).toBeNull();
    expect(sharedCacheRule(get('/khach-san/da-nang?_rsc=abc'))).toBeNull();
    expect(sharedCacheRule(get(`/khach-san/da-nang?keyword=${'a'.repeat(3000)}`))).toBeNull();
  });

  it('shares a page for a visitor who only chose a currency', () => {
    expect(sharedCacheRule(get('/', { cookie: 'currency=USD' }))?.name).toBe('home');
  });
});

describe('sharedCacheKey', () => {
  it('separates addresses, currencies and days', () => {
    const vnd = sharedCacheKey(get('/khach-san/da-nang'), '2026-11-22');
    const usd = sharedCacheKey(get('/khach-san/da-nang', { cookie: 'a=1; currency=USD' }), '2026-11-22');
    expect(usd).not.toBe(vnd);
    // the page shows the default currency for an unknown cookie value: one entry, not one per value
    for (const value of ['VND', 'usd', 'EUR', '<x>']) {
      expect(sharedCacheKey(get('/khach-san/da-nang', { cookie: `currency=${value}` }), '2026-11-22')).toBe(vnd);
    }
    expect(sharedCacheKey(get('/khach-san/da-nang'), '2026-11-23')).not.toBe(vnd);
    expect(sharedCacheKey(get('/khach-san/da-nang?page=2'), '2026-11-22')).not.toBe(vnd);
  });
});

describe('readCookie', () => {
  it('finds a cookie by its exact name', () => {
    expect(readCookie('xcurrency=EUR; currency=USD', 'currency')).toBe('USD');
    expect(readCookie('other=1', 'currency')).toBeUndefined();
    expect(readCookie(undefined, 'currency')).toBeUndefined();
  });
});
