import { describe, expect, it } from 'vitest';
import { MAX_NIGHTS } from '../constants';
import { readSearchAddress } from './search-params';

// 10:00 in Vietnam on 22 Nov 2026; 18:30 UTC the same day is already 23 Nov there.
const NOW = new Date('2026-11-22T03:00:00Z');
const read = (query: string, slug: string[] = [], now = NOW) => readSearchAddress(new URLSearchParams(query), slug, now);

describe('readSearchAddress (spec 2.2)', () => {
  it('uses the defaults on an empty address: today, 1 night, 1 room, 1 adult', () => {
    expect(read('')).toEqual({
      keyword: '',
      countryCode: null,
      regionId: null,
      checkIn: '2026-11-22',
      checkOut: '2026-11-23',
      nights: 1,
      roomCount: 1,
      adultCount: 1,
    });
  });

  it('reads every field and computes check-out = check-in + nights', () => {
    const a = read('keyword=Bangkok&countryCode=th&regionId=77&checkInDate=30-12-2026&nights=3&roomCount=2&adultCount=4');
    expect(a).toEqual({
      keyword: 'Bangkok',
      countryCode: 'TH',
      regionId: 77,
      checkIn: '2026-12-30',
      checkOut: '2027-01-02',
      nights: 3,
      roomCount: 2,
      adultCount: 4,
    });
  });

  it('takes the keyword from the slug parts when the query has none', () => {
    expect(read('', ['da-nang', 'son-tra']).keyword).toBe('da-nang/son-tra');
    expect(read('keyword=Hue', ['da-nang']).keyword).toBe('Hue');
  });

  it('falls back to today (in Vietnam) when checkInDate is not a valid DD-MM-YYYY', () => {
    expect(read('checkInDate=2026-12-30').checkIn).toBe('2026-11-22');
    expect(read('checkInDate=31-02-2027').checkIn).toBe('2026-11-22');
    expect(read('checkInDate=abc', [], new Date('2026-11-22T18:30:00Z')).checkIn).toBe('2026-11-23');
  });

  it('turns invalid nights into 1 and caps them at MAX_NIGHTS', () => {
    for (const bad of ['0', '-2', '1.5', 'x', '']) expect(read(`nights=${bad}`).nights).toBe(1);
    expect(read('nights=999').nights).toBe(MAX_NIGHTS);
    expect(read('nights=999').checkOut).toBe('2026-12-22');
  });

  it('keeps at least 1 room and never fewer adults than rooms', () => {
    expect(read('roomCount=0&adultCount=0')).toMatchObject({ roomCount: 1, adultCount: 1 });
    expect(read('roomCount=3')).toMatchObject({ roomCount: 3, adultCount: 3 });
    expect(read('roomCount=2&adultCount=1')).toMatchObject({ roomCount: 2, adultCount: 2 });
  });

  it('ignores a malformed country code or region id', () => {
    expect(read('countryCode=VNM&regionId=abc')).toMatchObject({ countryCode: null, regionId: null });
  });

  it('accepts the searchParams object of a Next.js page', () => {
    const a = readSearchAddress({ keyword: ['Hue', 'x'], nights: '2', checkInDate: undefined }, [], NOW);
    expect(a).toMatchObject({ keyword: 'Hue', nights: 2, checkIn: '2026-11-22', checkOut: '2026-11-24' });
  });

  it('reads the stay by the rule the listing page and the API share (issue 8 item 19)', () => {
    expect(read('nights=40&roomCount=20&adultCount=2')).toMatchObject({ nights: 30, roomCount: 9, adultCount: 9 });
    expect(read('checkInDate=21-11-2026').checkIn).toBe('2026-11-22');
    expect(read('checkInDate=01-01-0000').checkIn).toBe('2026-11-22');
    expect(read('checkInDate=23-11-2027').checkIn).toBe('2026-11-22');
    expect(read('checkInDate=22-11-2027').checkIn).toBe('2027-11-22');
  });

  it('drops values with control characters and region ids past int32', () => {
    expect(read('keyword=da%00nang&nights=2%00&regionId=2147483648')).toMatchObject({ keyword: '', nights: 1, regionId: null });
    expect(read('regionId=2147483647').regionId).toBe(2147483647);
    expect(read('', ['da-nang\u0000']).keyword).toBe('');
  });
});
