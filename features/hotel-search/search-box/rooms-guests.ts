import { MAX_ADULTS, MAX_ROOMS } from '../constants';
import { readStay } from './stay';

/**
 * Rooms and adults (spec 5): at least 1 room, never fewer adults than rooms. The spec sets no maximum;
 * MAX_ROOMS / MAX_ADULTS are only the technical caps the search API accepts.
 */
export type Guests = { roomCount: number; adultCount: number };

export const DEFAULT_GUESTS: Guests = { roomCount: 1, adultCount: 1 };

/** Adding a room when every room already has one adult adds an adult too. */
const addsAdult = (g: Guests) => g.roomCount >= g.adultCount;

export const canDecreaseRooms = (g: Guests) => g.roomCount > 1;
export const canIncreaseRooms = (g: Guests) => g.roomCount < MAX_ROOMS && (!addsAdult(g) || g.adultCount < MAX_ADULTS);
export const canDecreaseAdults = (g: Guests) => g.adultCount > g.roomCount;
export const canIncreaseAdults = (g: Guests) => g.adultCount < MAX_ADULTS;

export function decreaseRooms(g: Guests): Guests {
  return canDecreaseRooms(g) ? { ...g, roomCount: g.roomCount - 1 } : g;
}

export function increaseRooms(g: Guests): Guests {
  if (!canIncreaseRooms(g)) return g;
  return { roomCount: g.roomCount + 1, adultCount: addsAdult(g) ? g.adultCount + 1 : g.adultCount };
}

export function decreaseAdults(g: Guests): Guests {
  return canDecreaseAdults(g) ? { ...g, adultCount: g.adultCount - 1 } : g;
}

export function increaseAdults(g: Guests): Guests {
  return canIncreaseAdults(g) ? { ...g, adultCount: g.adultCount + 1 } : g;
}

/**
 * Brings any pair of numbers inside the rules by the one stay rule of the pages and the API (readStay):
 * a count out of range is clamped to the nearest allowed value, adults never fewer than rooms.
 */
export function normalizeGuests(roomCount: number, adultCount: number): Guests {
  const count = (n: number) => (Number.isInteger(n) ? String(Math.max(n, 0)) : undefined);
  const { stay } = readStay({ roomCount: count(roomCount), adultCount: count(adultCount) });
  return { roomCount: stay.roomCount, adultCount: stay.adultCount };
}
