import { describe, expect, it } from 'vitest';
import { hotelStayHref } from './pin-link';

const hotel = { id: 3957, name: 'Riverside Villa', country_code: 'VN' };
const stay = { checkIn: '2030-12-01', nights: 2, roomCount: 2, adultCount: 3 };

describe('hotelStayHref', () => {
  it('opens the hotel page with the stay and the party', () => {
    expect(hotelStayHref(hotel, { lang: 'vi', stay, regionId: 12 })).toBe(
      '/khach-san/vn/riverside-villa-3957?checkInDate=01-12-2030&nights=2&roomCount=2&adultCount=3&regionId=12',
    );
  });

  it('keeps an international keyword and the English prefix', () => {
    const href = hotelStayHref({ ...hotel, country_code: 'TH' }, { lang: 'en', stay, keyword: 'Bangkok' });
    expect(href).toBe('/en/khach-san/th/riverside-villa-3957?checkInDate=01-12-2030&nights=2&roomCount=2&adultCount=3&keyword=Bangkok');
  });
});
