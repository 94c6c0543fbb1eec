import { sql } from 'drizzle-orm';
import type { SearchScope } from '@/features/hotel-search/server/resolve-location';
import { queryRows, type Db } from '@/lib/db/client';
import { scopeCondition } from './candidates';

type InventoryRow = { hotel_id: number; room_type_id: number; default_allotment: number; nights_with_rows: number; min_free: number };

/**
 * Rooms free for the whole stay, per hotel: for each room type the fewest free rooms over the
 * nights (a night without an inventory row has the room type's default allotment free), summed.
 */
export async function roomsAvailable(
  db: Db,
  scope: SearchScope,
  checkIn: string,
  checkOut: string,
  nights: number,
  totalRooms: Map<number, number>,
): Promise<Map<number, number>> {
  const rows = await queryRows<InventoryRow>(
    db,
    sql`select rt.hotel_id, rt.id as room_type_id, rt.default_allotment,
          count(*)::int as nights_with_rows, min(i.allotment - i.held - i.sold)::int as min_free
        from room_inventory i
        join room_types rt on rt.id = i.room_type_id
        join hotels h on h.id = rt.hotel_id
        where i.stay_date >= ${checkIn} and i.stay_date < ${checkOut} and ${scopeCondition(scope)}
        group by rt.hotel_id, rt.id, rt.default_allotment`,
  );
  const available = new Map(totalRooms);
  for (const row of rows) {
    const worst = row.nights_with_rows < nights ? Math.min(row.min_free, row.default_allotment) : row.min_free;
    const reduction = row.default_allotment - Math.max(0, worst);
    available.set(row.hotel_id, Math.max(0, (available.get(row.hotel_id) ?? 0) - reduction));
  }
  return available;
}
