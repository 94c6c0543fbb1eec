import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { addDays } from '@/lib/dates/product-date';
import { BOOKING_WINDOW_DAYS, MAX_ADULTS, MAX_NIGHTS, MAX_ROOMS } from '../constants';
import { readStay } from './stay';

// 10:00 in Vietnam on 22 Nov 2026
const NOW = new Date('2026-11-22T03:00:00Z');
const TODAY = '2026-11-22';
const read = (input: Parameters<typeof readStay>[0]) => readStay(input, NOW);

describe('readStay (issue 8 item 19: one rule for the API, the listing and the hotel page)', () => {
  it('defaults: today, 1 night, 1 room, as many adults as rooms', () => {
    expect(read({})).toEqual({ stay: { checkIn: TODAY, checkOut: '2026-11-23', nights: 1, roomCount: 1, adultCount: 1 }, issues: [] });
    expect(read({ roomCount: '3' })).toEqual({ stay: expect.objectContaining({ roomCount: 3, adultCount: 3 }), issues: [] });
  });

  it('takes a valid stay as written', () => {
    expect(read({ checkInDate: '30-12-2026', nights: '3', roomCount: '2', adultCount: '4' })).toEqual({
      stay: { checkIn: '2026-12-30', checkOut: '2027-01-02', nights: 3, roomCount: 2, adultCount: 4 },
      issues: [],
    });
  });

  it('clamps a well-formed integer out of range to the nearest bound, with an issue', () => {
    const { stay, issues } = read({ nights: '40', roomCount: '20', adultCount: '99999999999999999999' });
    expect(stay).toMatchObject({ nights: MAX_NIGHTS, roomCount: MAX_ROOMS, adultCount: MAX_ADULTS });
    expect(issues.map((i) => i.field)).toEqual(['nights', 'roomCount', 'adultCount']);
    expect(read({ nights: '0' }).stay.nights).toBe(1);
    expect(read({ roomCount: '3', adultCount: '2' })).toMatchObject({ stay: { adultCount: 3 }, issues: [{ field: 'adultCount' }] });
  });

  it.each(['-1', '1.5', '+2', ' 2', '2 ', '1e1', '0x2', 'abc', '2\u0000', '\u0661'])(
    'takes the default for nights=%j, with an issue',
    (raw) => {
      expect(read({ nights: raw })).toMatchObject({ stay: { nights: 1 }, issues: [{ field: 'nights' }] });
    },
  );

  it.each([
    '01-01-0000',
    '31-02-2026',
    '00-01-2027',
    '2026-12-01',
    '1-1-2027',
    '21-11-2026',
    '01-01-9999',
    '23-11-2027',
    '01-12-2026\u0000',
  ])('takes today for checkInDate=%j, with an issue', (raw) => {
    expect(read({ checkInDate: raw })).toMatchObject({ stay: { checkIn: TODAY }, issues: [{ field: 'checkInDate' }] });
  });

  it('accepts check-in from today to the last day of the bookable window', () => {
    expect(read({ checkInDate: '22-11-2026' }).issues).toEqual([]);
    const last = addDays(TODAY, BOOKING_WINDOW_DAYS);
    const [y, m, d] = last.split('-');
    expect(read({ checkInDate: `${d}-${m}-${y}` })).toMatchObject({ stay: { checkIn: last }, issues: [] });
  });

  test.prop([
    fc.record({
      checkInDate: fc.option(fc.string()),
      nights: fc.option(fc.string()),
      roomCount: fc.option(fc.string()),
      adultCount: fc.option(fc.string()),
    }),
  ])('always yields a stay within every bound, whatever the input', (input) => {
    const { stay } = readStay(input, NOW);
    expect(stay.checkIn >= TODAY && stay.checkIn <= addDays(TODAY, BOOKING_WINDOW_DAYS)).toBe(true);
    expect(stay.nights).toBeGreaterThanOrEqual(1);
    expect(stay.nights).toBeLessThanOrEqual(MAX_NIGHTS);
    expect(stay.roomCount).toBeGreaterThanOrEqual(1);
    expect(stay.roomCount).toBeLessThanOrEqual(MAX_ROOMS);
    expect(stay.adultCount).toBeGreaterThanOrEqual(stay.roomCount);
    expect(stay.adultCount).toBeLessThanOrEqual(MAX_ADULTS);
    expect(stay.checkOut).toBe(addDays(stay.checkIn, stay.nights));
  });

  test.prop([
    fc.integer({ min: 1, max: MAX_NIGHTS }),
    fc.integer({ min: 1, max: MAX_ROOMS }),
    fc.integer({ min: 0, max: BOOKING_WINDOW_DAYS }),
  ])('a stay it produced reads back unchanged and without issues (pages hand the API only valid stays)', (nights, rooms, offset) => {
    const iso = addDays(TODAY, offset);
    const [y, m, d] = iso.split('-');
    const input = { checkInDate: `${d}-${m}-${y}`, nights: String(nights), roomCount: String(rooms), adultCount: String(rooms) };
    expect(readStay(input, NOW)).toEqual({
      stay: { checkIn: iso, checkOut: addDays(iso, nights), nights, roomCount: rooms, adultCount: rooms },
      issues: [],
    });
  });
});
