import { MAX_ADULTS, MAX_ROOMS } from '../constants';

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

/** Brings any pair of numbers (e.g. from the address) inside the rules. */
export function normalizeGuests(roomCount: number, adultCount: number): Guests {
  const rooms = clampInt(roomCount, 1, MAX_ROOMS);
  return { roomCount: rooms, adultCount: clampInt(adultCount, rooms, MAX_ADULTS) };
}

function clampInt(value: number, min: number, max: number): number {
  if (!Number.isInteger(value)) return min;
  return Math.min(Math.max(value, min), max);
}
