import { describe, expect, it } from 'vitest';
import { updateStayUrl } from './stay-url';

const stay = { checkIn: '2026-12-24', nights: 3, roomCount: 2, adultCount: 4 };

describe('updateStayUrl', () => {
  it('replaces dates and guests and keeps the path, keyword and other parameters', () => {
    const query = new URLSearchParams('keyword=Bangkok&countryCode=TH&checkInDate=01-12-2026&nights=1&star=4,5&view=map');
    expect(updateStayUrl('/khach-san/tim-kiem', query, stay)).toBe(
      '/khach-san/tim-kiem?checkInDate=24-12-2026&nights=3&roomCount=2&adultCount=4&keyword=Bangkok&countryCode=TH&star=4,5&view=map',
    );
  });

  it('drops roomCount/adultCount at 1 and the page number', () => {
    const query = new URLSearchParams('roomCount=3&adultCount=3&page=4&sort_by=price');
    expect(updateStayUrl('/en/khach-san/da-nang', query, { ...stay, roomCount: 1, adultCount: 1 })).toBe(
      '/en/khach-san/da-nang?checkInDate=24-12-2026&nights=3&sort_by=price',
    );
  });
});
