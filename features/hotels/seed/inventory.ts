import type { Random } from '@/lib/random';

/**
 * Sparse inventory: a missing row means the room type's default allotment is free that night.
 * Per hotel: ~3% sold out on every night of the next 7 days, ~10% with only 1–5 rooms left in total
 * on each of the next 30 nights, ~25% with a few random sold counts in the next 60 days.
 */

export type InventoryRow = {
  roomTypeId: number;
  hotelId: number;
  provinceId: number;
  defaultAllotment: number;
  stayDate: string;
  allotment: number;
  held: number;
  sold: number;
};
export type InventoryProfile = 'sold_out' | 'low_stock' | 'random' | 'none';

export const SOLD_OUT_NIGHTS = 7;
export const LOW_STOCK_NIGHTS = 30;

/** Today's date (YYYY-MM-DD) in Asia/Ho_Chi_Minh. */
export function todayInVietnam(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The next 60 nights from today, computed once per day (the generator asks for them for every hotel). */
const upcoming = { today: '', nights: [] as string[] };
function upcomingNights(today: string): readonly string[] {
  if (upcoming.today !== today) Object.assign(upcoming, { today, nights: Array.from({ length: 60 }, (_, i) => addDays(today, i)) });
  return upcoming.nights;
}

export function inventoryProfile(rng: Random): InventoryProfile {
  const u = rng.next();
  return u < 0.03 ? 'sold_out' : u < 0.13 ? 'low_stock' : u < 0.38 ? 'random' : 'none';
}

export function generateInventory(
  rng: Random,
  profile: InventoryProfile,
  rooms: readonly { id: number; hotelId: number; defaultAllotment: number }[],
  provinceId: number,
  today: string,
): InventoryRow[] {
  const rows: InventoryRow[] = [];
  const next = upcomingNights(today);
  const nights = (n: number) => next.slice(0, n);
  if (profile === 'sold_out') {
    for (const room of rooms) {
      for (const stayDate of nights(SOLD_OUT_NIGHTS)) {
        rows.push({
          roomTypeId: room.id,
          hotelId: room.hotelId,
          provinceId,
          defaultAllotment: room.defaultAllotment,
          stayDate,
          allotment: room.defaultAllotment,
          held: 0,
          sold: room.defaultAllotment,
        });
      }
    }
  } else if (profile === 'low_stock') {
    // spread 1–5 free rooms over the room types; every other room is sold on each of the next 30 nights
    const capacity = rooms.reduce((s, r) => s + r.defaultAllotment, 0);
    const free = rooms.map(() => 0);
    for (let left = Math.min(capacity, rng.int(1, 5)); left > 0; left--) {
      const open = rooms.map((r, i) => i).filter((i) => (free[i] as number) < (rooms[i] as { defaultAllotment: number }).defaultAllotment);
      const i = rng.pick(open);
      free[i] = (free[i] as number) + 1;
    }
    const dates = nights(LOW_STOCK_NIGHTS);
    rooms.forEach((room, i) => {
      const sold = room.defaultAllotment - (free[i] as number);
      if (sold > 0)
        for (const stayDate of dates)
          rows.push({
            roomTypeId: room.id,
            hotelId: room.hotelId,
            provinceId,
            defaultAllotment: room.defaultAllotment,
            stayDate,
            allotment: room.defaultAllotment,
            held: 0,
            sold,
          });
    });
  } else if (profile === 'random' && rooms.length > 0) {
    const seen = new Set<string>();
    for (let k = rng.int(2, 8); k > 0; k--) {
      const room = rng.pick(rooms);
      const stayDate = next[rng.int(0, 59)]!;
      const key = `${room.id}/${stayDate}`;
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push({
        roomTypeId: room.id,
        hotelId: room.hotelId,
        provinceId,
        defaultAllotment: room.defaultAllotment,
        stayDate,
        allotment: room.defaultAllotment,
        held: 0,
        sold: rng.int(1, room.defaultAllotment),
      });
    }
  }
  return rows;
}
