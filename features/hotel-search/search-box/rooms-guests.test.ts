import { describe, expect, it } from 'vitest';
import { MAX_ADULTS, MAX_ROOMS } from '../constants';
import {
  DEFAULT_GUESTS,
  canDecreaseAdults,
  canDecreaseRooms,
  canIncreaseAdults,
  canIncreaseRooms,
  decreaseAdults,
  decreaseRooms,
  increaseAdults,
  increaseRooms,
  normalizeGuests,
} from './rooms-guests';

const g = (roomCount: number, adultCount: number) => ({ roomCount, adultCount });

describe('rooms and guests (spec 5)', () => {
  it('defaults to 1 room and 1 adult', () => {
    expect(DEFAULT_GUESTS).toEqual(g(1, 1));
  });

  it('never goes below 1 room: decreasing only above 1', () => {
    expect(canDecreaseRooms(g(1, 3))).toBe(false);
    expect(decreaseRooms(g(1, 3))).toEqual(g(1, 3));
    expect(canDecreaseRooms(g(2, 3))).toBe(true);
    expect(decreaseRooms(g(2, 3))).toEqual(g(1, 3));
  });

  it('adds an adult with a room when rooms are already at adults', () => {
    expect(increaseRooms(g(1, 1))).toEqual(g(2, 2));
    expect(increaseRooms(g(3, 3))).toEqual(g(4, 4));
  });

  it('keeps adults when there are more adults than rooms', () => {
    expect(increaseRooms(g(1, 2))).toEqual(g(2, 2));
    expect(increaseRooms(g(1, 4))).toEqual(g(2, 4));
  });

  it('disables the adult decrease at or below the room count', () => {
    expect(canDecreaseAdults(g(1, 1))).toBe(false);
    expect(canDecreaseAdults(g(2, 2))).toBe(false);
    expect(decreaseAdults(g(2, 2))).toEqual(g(2, 2));
    expect(canDecreaseAdults(g(2, 3))).toBe(true);
    expect(decreaseAdults(g(2, 3))).toEqual(g(2, 2));
  });

  it('has no adult maximum in the rules, only the technical cap', () => {
    expect(canIncreaseAdults(g(1, 20))).toBe(true);
    expect(increaseAdults(g(1, 20))).toEqual(g(1, 21));
    expect(canIncreaseAdults(g(1, MAX_ADULTS))).toBe(false);
    expect(increaseAdults(g(1, MAX_ADULTS))).toEqual(g(1, MAX_ADULTS));
  });

  it('stops adding rooms at the technical cap', () => {
    expect(canIncreaseRooms(g(MAX_ROOMS - 1, MAX_ROOMS - 1))).toBe(true);
    expect(canIncreaseRooms(g(MAX_ROOMS, MAX_ROOMS))).toBe(false);
    expect(increaseRooms(g(MAX_ROOMS, 12))).toEqual(g(MAX_ROOMS, 12));
  });

  it('normalises numbers from outside: at least 1 room, adults never fewer than rooms', () => {
    expect(normalizeGuests(0, 0)).toEqual(g(1, 1));
    expect(normalizeGuests(3, 1)).toEqual(g(3, 3));
    expect(normalizeGuests(2, 5)).toEqual(g(2, 5));
    expect(normalizeGuests(1.5, Number.NaN)).toEqual(g(1, 1));
    expect(normalizeGuests(99, 999)).toEqual(g(MAX_ROOMS, MAX_ADULTS));
  });
});
