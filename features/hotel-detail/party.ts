/** Beyond spec: children under this age stay free and take no place; from it they count as adults. */
export const FREE_CHILD_AGE = 6;

/** The booking contract's limits on children (BOOKING_LIMITS), passed in: browser code never loads the zod schemas. */
type ChildLimits = { maxChildren: number; maxChildAge: number };

/**
 * `childAges=4,9` from the page address: whole ages 0–17, at most 6; anything else is dropped (pages
 * never fail on their address). Ages never change the price.
 */
export function readChildAges(value: string | string[] | undefined, limits: ChildLimits): number[] {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return [];
  return raw
    .split(',')
    .filter((part) => /^\d{1,2}$/.test(part.trim()))
    .map((part) => Number(part.trim()))
    .filter((age) => age <= limits.maxChildAge)
    .slice(0, limits.maxChildren);
}

/** The address form of the ages, or null when there are none. */
export const writeChildAges = (ages: readonly number[]): string | null => (ages.length ? ages.join(',') : null);

export type Party = { roomCount: number; adultCount: number; childAges: readonly number[] };

/** Guests who take a place: adults, and children of FREE_CHILD_AGE or more. */
export const occupants = (party: Party): number => party.adultCount + party.childAges.filter((age) => age >= FREE_CHILD_AGE).length;

/** A room type holds the party when the occupants, spread over the rooms, fit its maximum. */
export const fitsParty = (maxAdults: number, party: Party): boolean =>
  Math.ceil(occupants(party) / Math.max(1, party.roomCount)) <= maxAdults;

/** Why the rooms chosen cannot take the party (the booking service refuses the same): none when they can. */
export type SelectionMisfit =
  { reason: 'tooManyRooms'; rooms: number; adults: number } | { reason: 'tooFewPlaces'; places: number; occupants: number };

/** Every room needs an adult, and the rooms chosen must have a place for every occupant. */
export function selectionMisfit(
  lines: readonly { count: number; maxAdults: number }[],
  party: Omit<Party, 'roomCount'>,
): SelectionMisfit | null {
  const rooms = lines.reduce((sum, line) => sum + line.count, 0);
  if (rooms === 0) return null;
  if (rooms > party.adultCount) return { reason: 'tooManyRooms', rooms, adults: party.adultCount };
  const places = lines.reduce((sum, line) => sum + line.count * line.maxAdults, 0);
  const needed = occupants({ ...party, roomCount: rooms });
  return places < needed ? { reason: 'tooFewPlaces', places, occupants: needed } : null;
}
