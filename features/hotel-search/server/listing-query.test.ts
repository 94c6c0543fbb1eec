import { describe, expect, it } from 'vitest';
import { addDays, todayIso, toProductDate } from '@/lib/dates/product-date';
import { BOOKING_WINDOW_DAYS } from '../constants';
import { readStay } from '../search-box/stay';
import { listingQuery } from './listing-query';

const stayOf = (q: ReturnType<typeof listingQuery>) => readStay(q).stay;

describe('listingQuery', () => {
  it('keeps valid parameters and the overrides', () => {
    const q = listingQuery({ star: '4,5', nights: '2', page: '3', utm_source: 'x' }, { keyword: 'da-nang' });
    expect(q).toMatchObject({ star: [4, 5], page: 3, keyword: 'da-nang' });
    expect(stayOf(q).nights).toBe(2);
  });

  it('drops only the invalid values instead of failing', () => {
    const q = listingQuery({ star: '4,x', nights: '0', sort_by: 'cheapest', checkInDate: '2026-12-01', roomCount: '2' }, {});
    expect(q.star).toBeUndefined();
    expect(q.sort_by).toBe('popularity');
    expect(stayOf(q)).toMatchObject({ checkIn: todayIso(), nights: 1, roomCount: 2, adultCount: 2 });
  });

  it('takes the first of repeated parameters', () => {
    expect(stayOf(listingQuery({ nights: ['3', '4'] }, {})).nights).toBe(3);
  });

  it('corrects the stay as the hotel page does: counts clamped, bad or unbookable dates -> today', () => {
    const q = listingQuery({ nights: '40', roomCount: '20', adultCount: '3', checkInDate: '01-01-0000' }, {});
    expect(stayOf(q)).toMatchObject({ checkIn: todayIso(), nights: 30, roomCount: 9, adultCount: 9 });
    const later = addDays(todayIso(), BOOKING_WINDOW_DAYS);
    expect(stayOf(listingQuery({ checkInDate: toProductDate(later) }, {})).checkIn).toBe(later);
    expect(stayOf(listingQuery({ checkInDate: toProductDate(addDays(later, 1)) }, {})).checkIn).toBe(todayIso());
    expect(stayOf(listingQuery({ nights: '1.5', roomCount: '-2', adultCount: '2\u0000' }, {}))).toMatchObject({
      nights: 1,
      roomCount: 1,
      adultCount: 1,
    });
  });

  it('drops a value with control characters or ids past int32', () => {
    const q = listingQuery({ keyword: 'da\u0000nang', regionId: '2147483648', city: '2147483648', page: '2' }, {});
    expect(q.keyword).toBeUndefined();
    expect(q.regionId).toBeUndefined();
    expect(q.city).toBeUndefined();
    expect(q.page).toBe(2);
  });
});
