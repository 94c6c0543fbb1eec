import { describe, expect, it } from 'vitest';
import { hotelCardHref, hotelStayHref, readSearchQuery, stayParams, updateStayUrl } from './stay-query';

const hotel = { id: 3957, name: 'Riverside Villa', country_code: 'VN' };
const stay = { checkIn: '2030-12-01', nights: 2, roomCount: 2, adultCount: 3 };

describe('hotelStayHref', () => {
  it('opens the hotel page with the stay and the party', () => {
    expect(hotelStayHref(hotel, { lang: 'vi', stay, regionId: 12 })).toBe(
      '/khach-san/vn/riverside-villa-3957?checkInDate=01-12-2030&nights=2&roomCount=2&adultCount=3&regionId=12',
    );
  });

  it('writes one room and one adult too (the card leaves them out)', () => {
    expect(hotelStayHref(hotel, { lang: 'vi', stay: { ...stay, roomCount: 1, adultCount: 1 } })).toBe(
      '/khach-san/vn/riverside-villa-3957?checkInDate=01-12-2030&nights=2&roomCount=1&adultCount=1',
    );
  });

  it('keeps an international keyword and the English prefix', () => {
    const href = hotelStayHref({ ...hotel, country_code: 'TH' }, { lang: 'en', stay, keyword: 'Bangkok' });
    expect(href).toBe('/en/khach-san/th/riverside-villa-3957?checkInDate=01-12-2030&nights=2&roomCount=2&adultCount=3&keyword=Bangkok');
  });
});

const newStay = { checkIn: '2026-12-24', nights: 3, roomCount: 2, adultCount: 4 };

describe('updateStayUrl', () => {
  it('replaces dates and guests and keeps the path, keyword and other parameters', () => {
    const query = new URLSearchParams('keyword=Bangkok&countryCode=TH&checkInDate=01-12-2026&nights=1&star=4,5&view=map');
    expect(updateStayUrl('/khach-san/tim-kiem', query, newStay)).toBe(
      '/khach-san/tim-kiem?checkInDate=24-12-2026&nights=3&roomCount=2&adultCount=4&keyword=Bangkok&countryCode=TH&star=4,5&view=map',
    );
  });

  it('drops roomCount/adultCount at 1 and the page number', () => {
    const query = new URLSearchParams('roomCount=3&adultCount=3&page=4&sort_by=price');
    expect(updateStayUrl('/en/khach-san/da-nang', query, { ...newStay, roomCount: 1, adultCount: 1 })).toBe(
      '/en/khach-san/da-nang?checkInDate=24-12-2026&nights=3&sort_by=price',
    );
  });
});

describe('hotelCardHref', () => {
  it('writes the stay as the search box does: rooms and adults only when not 1', () => {
    const card = { checkIn: '2030-12-01', nights: 2, roomCount: 1, adultCount: 1 };
    expect(hotelCardHref(hotel, { lang: 'vi', stay: card, regionId: 7 })).toBe(
      '/khach-san/vn/riverside-villa-3957?checkInDate=01-12-2030&nights=2&regionId=7',
    );
    expect(hotelCardHref({ ...hotel, country_code: 'TH' }, { lang: 'en', stay, keyword: 'Bangkok', regionId: null })).toBe(
      '/en/khach-san/th/riverside-villa-3957?checkInDate=01-12-2030&nights=2&roomCount=2&adultCount=3&keyword=Bangkok',
    );
  });
});

describe('stayParams', () => {
  it('always has checkInDate and nights', () => {
    expect(stayParams({ checkInDate: '05-12-2030', nights: 2 }).toString()).toBe('checkInDate=05-12-2030&nights=2');
    expect(stayParams({ checkInDate: '05-12-2030', nights: 2, roomCount: 2, adultCount: 1 }).toString()).toBe(
      'checkInDate=05-12-2030&nights=2&roomCount=2',
    );
  });
});

describe('readSearchQuery', () => {
  it('reads keyword, country, region and the raw stay', () => {
    expect(readSearchQuery(new URLSearchParams('keyword=+Bangkok+&countryCode=th&regionId=9&nights=2&checkInDate=x'))).toEqual({
      keyword: 'Bangkok',
      countryCode: 'TH',
      regionId: 9,
      stay: { checkInDate: 'x', nights: '2' },
    });
  });

  it('falls back to the slug parts, takes the first of repeated values and drops control characters', () => {
    expect(readSearchQuery({ keyword: undefined, regionId: ['0', '5'], countryCode: 'VNM' }, ['viet-nam', 'x\u0000', 'da-nang'])).toEqual({
      keyword: 'viet-nam/da-nang',
      countryCode: null,
      regionId: null,
      stay: {},
    });
    expect(readSearchQuery({ keyword: 'a\u0007b', nights: '2\n' }).keyword).toBe('');
    expect(readSearchQuery({ regionId: '2147483648' }).regionId).toBeNull();
  });
});
