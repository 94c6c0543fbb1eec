import { describe, expect, it } from 'vitest';
import { sharedCacheMatch } from './shared-cache-rules';

const TODAY = '2026-11-22';
const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers });
const ruleOf = (url: string, headers: Record<string, string> = {}) => sharedCacheMatch(get(url, headers), TODAY)?.rule.name ?? null;
const keyOf = (url: string, headers: Record<string, string> = {}) => sharedCacheMatch(get(url, headers), TODAY)?.key ?? null;

describe('sharedCacheMatch: which requests are shared', () => {
  it.each([
    ['/', 'home'],
    ['/en', 'home'],
    ['/khach-san', 'listing'],
    ['/khach-san/da-nang', 'listing'],
    ['/en/khach-san/da-nang?checkInDate=01-12-2026&nights=2&sort_by=price', 'listing'],
    ['/khach-san/tim-kiem?keyword=Bangkok&countryCode=TH', 'listing'],
    ['/khach-san-gia-tot/thanh-pho/da-nang', 'best-price-listing'],
    ['/en/khach-san-gia-tot/tinh/lam-dong', 'best-price-listing'],
    ['/khach-san-gia-tot', 'best-price-listing'],
    ['/dieu-khoan-su-dung', 'legal'],
    ['/en/dieu-kien-ve-may-bay', 'legal'],
    ['/api/v2-hotel/suggest?q=da', 'suggest-api'],
    ['/api/v2-common/banners/?position=home_slideshow', 'banners-api'],
    ['/api/v2-hotel/hotels/search?keyword=da-nang', 'hotel-search-api'],
  ])('shares %s (%s)', (url, name) => {
    expect(ruleOf(url)).toBe(name);
  });

  it.each([
    '/khach-san/vn/khach-san-muong-thanh-123', // hotel page: rooms and prices read fresh
    '/en/khach-san/th/bangkok-palace-9',
    '/khach-san/a/b/c', // no such page
    '/khach-san-gia-tot/da-nang',
    '/vi/khach-san/da-nang', // redirected by proxy.ts
    '/api/health',
    '/api/common/exchange-rates/transfer/usd',
    '/ve-may-bay',
    '/sitemap.xml',
    '/dieu-khoan-su-dung?utm_source=x', // a parameter the page does not read
  ])('does not share %s', (url) => {
    expect(ruleOf(url)).toBeNull();
  });

  it('never shares what belongs to one visitor or one client-side navigation', () => {
    expect(sharedCacheMatch({ method: 'POST', url: '/', headers: {} }, TODAY)).toBeNull();
    expect(sharedCacheMatch({ method: 'HEAD', url: '/', headers: {} }, TODAY)).toBeNull();
    expect(ruleOf('/', { authorization: 'Bearer x' })).toBeNull();
    expect(ruleOf('/khach-san/da-nang', { rsc: '1' })).toBeNull();
    expect(ruleOf('/khach-san/da-nang', { 'next-router-prefetch': '1' })).toBeNull();
    expect(ruleOf('/khach-san/da-nang?_rsc=abc')).toBeNull();
    expect(ruleOf('/api/v2-hotel/suggest?q=a&_rsc=abc')).toBeNull();
    expect(ruleOf(`/khach-san/da-nang?keyword=${'a'.repeat(3000)}`)).toBeNull();
  });

  // issue 8 item 2: every form of the session cookie Next would read as a session, and then some
  it.each([
    'currency=USD; accessToken=abc',
    'accessToken',
    'accessToken=',
    'currency=USD; accessToken',
    'accessToken=a; accessToken=b',
    'ACCESSTOKEN=x',
    'x=1;accessToken=a',
    'a=accessToken',
  ])('never shares a request with the cookie %j', (cookie) => {
    expect(ruleOf('/', { cookie })).toBeNull();
  });

  it('shares a page for a visitor who only chose a currency', () => {
    expect(ruleOf('/', { cookie: 'currency=USD' })).toBe('home');
  });
});

describe('sharedCacheMatch: the key', () => {
  const vnd = keyOf('/khach-san/da-nang');
  const usd = keyOf('/khach-san/da-nang', { cookie: 'a=1; currency=USD' });

  it('separates addresses, currencies and days', () => {
    expect(usd).not.toBe(vnd);
    // the page shows the default currency for an unknown cookie value: one entry, not one per value
    for (const value of ['VND', 'usd', 'EUR', '<x>']) expect(keyOf('/khach-san/da-nang', { cookie: `currency=${value}` })).toBe(vnd);
    expect(sharedCacheMatch(get('/khach-san/da-nang'), '2026-11-23')?.key).not.toBe(vnd);
    expect(keyOf('/khach-san/da-nang?page=2')).not.toBe(vnd);
  });

  // issue 8 item 1: the key holds the currency the render shows, read as Next reads the cookie
  it.each([
    ['currency=%55SD', usd], // decoded
    ['currency=VND; currency=USD', usd], // the last one wins
    ['currency=USD; currency=VND', vnd],
    ['currency=USD; currency=%E0%A4%A', usd], // an undecodable value is skipped
    ['currency', vnd], // a bare name is "true"
    ['currency =USD', vnd], // a different name
    ['currency=USD;currency=VND', vnd],
  ])('keys %j under the currency the page will show', (cookie, key) => {
    expect(keyOf('/khach-san/da-nang', { cookie })).toBe(key);
  });

  // issue 8 item 4: one entry per page however its query is spelled
  it('keys one canonical spelling of the query', () => {
    const key = keyOf('/khach-san/da-nang?star=4&sort_by=price');
    for (const url of [
      '/khach-san/da-nang?sort_by=price&star=4',
      '/khach-san/da-nang?%73tar=4&sort_by=pri%63e',
      '/khach-san/da-nang?star=4&&sort_by=price&',
    ])
      expect(keyOf(url)).toBe(key);
    expect(keyOf('/khach-san/tim-kiem?keyword=ha+noi')).toBe(keyOf('/khach-san/tim-kiem?keyword=ha%20noi'));
    expect(keyOf('/khach-san/da-nang?')).toBe(vnd);
    expect(keyOf('/api/v2-hotel/suggest?q=da&lang=en')).toBe(keyOf('/api/v2-hotel/suggest?lang=en&q=d%61'));
  });

  it('renders without keeping a query it cannot key safely', () => {
    expect(keyOf('/khach-san/da-nang?star=4&star=5')).toBeNull(); // the page reads the first, the API the last
    expect(keyOf('/api/v2-hotel/suggest?q=a&q=b')).toBeNull();
    expect(keyOf('/khach-san/da-nang?utm_source=x')).toBeNull(); // the page might echo it
    expect(keyOf('/?star=4')).toBeNull();
    expect(keyOf('/khach-san/da-nang?keyword=%E0%A4%A')).toBeNull();
    expect(keyOf('/khach-san/%64a-nang')).toBeNull();
  });
});
