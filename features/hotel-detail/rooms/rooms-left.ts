/** One night's inventory row of a room type (allotment, held and sold rooms). */
export type InventoryNight = { stayDate: string; allotment: number; held: number; sold: number };

/**
 * Rooms of a type free for the whole stay (the listing's rule, hotel-search server/availability.ts): the
 * fewest free rooms over the nights, where a night without a row has the default allotment free.
 */
export function roomsLeft(rows: readonly InventoryNight[], nightDates: readonly string[], defaultAllotment: number): number {
  const byDate = new Map(rows.map((row) => [row.stayDate, row.allotment - row.held - row.sold]));
  const free = nightDates.map((date) => byDate.get(date) ?? defaultAllotment);
  return Math.max(0, Math.min(defaultAllotment, ...free));
}

/** Spec-free cap of one rate plan's room-count select: what is left, at most 9 (the booking limit). */
export const selectableRooms = (left: number, maxPerLine: number): number => Math.max(0, Math.min(left, maxPerLine));
