import { describe, expect, it } from 'vitest';
import { BOOKING_LIMITS } from '@/features/booking/index';
import { fitsParty, occupants, readChildAges as read, selectionMisfit, writeChildAges } from './party';

const readChildAges = (value: string | string[] | undefined) => read(value, BOOKING_LIMITS);

describe('children ages (beyond spec)', () => {
  it('reads 0–17, at most 6, dropping anything else', () => {
    expect(readChildAges('4,9')).toEqual([4, 9]);
    expect(readChildAges('0,17,18,-1,x,2.5, 3')).toEqual([0, 17, 3]);
    expect(readChildAges('1,2,3,4,5,6,7')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(readChildAges(['5', '7'])).toEqual([5]);
    expect(readChildAges(undefined)).toEqual([]);
    expect(writeChildAges([4, 9])).toBe('4,9');
    expect(writeChildAges([])).toBeNull();
  });

  it('counts children of 6 and over as adults, younger ones not at all', () => {
    expect(occupants({ roomCount: 1, adultCount: 2, childAges: [5, 6, 12] })).toBe(4);
  });

  it('fits a room type when the occupants per room do not pass its maximum', () => {
    expect(fitsParty(2, { roomCount: 1, adultCount: 2, childAges: [3] })).toBe(true);
    expect(fitsParty(2, { roomCount: 1, adultCount: 2, childAges: [7] })).toBe(false);
    expect(fitsParty(2, { roomCount: 2, adultCount: 3, childAges: [7] })).toBe(true);
    expect(fitsParty(2, { roomCount: 2, adultCount: 4, childAges: [7] })).toBe(false);
  });
});

describe('whether the rooms chosen take the party (the booking service refuses the same)', () => {
  const party = { adultCount: 2, childAges: [4, 9] };
  it('accepts rooms with a place for every occupant and an adult in each', () => {
    expect(selectionMisfit([], party)).toBeNull();
    expect(selectionMisfit([{ count: 1, maxAdults: 3 }], party)).toBeNull();
    expect(
      selectionMisfit(
        [
          { count: 1, maxAdults: 2 },
          { count: 1, maxAdults: 1 },
        ],
        party,
      ),
    ).toBeNull();
  });
  it('asks for more rooms when places are short (a child of 9 takes a place, one of 4 does not)', () => {
    expect(selectionMisfit([{ count: 1, maxAdults: 2 }], party)).toEqual({ reason: 'tooFewPlaces', places: 2, occupants: 3 });
  });
  it('refuses more rooms than adults', () => {
    expect(selectionMisfit([{ count: 3, maxAdults: 2 }], party)).toEqual({ reason: 'tooManyRooms', rooms: 3, adults: 2 });
  });
});
