import 'server-only';
import { sql } from 'drizzle-orm';
import { getReadDb, queryRows } from '@/lib/db/client';

/** Seats left per `${fareClassId}:${date}`; a fare class and date with no row has all its seats. */
export type SeatsTaken = Map<string, number>;

export const seatKey = (fareClassId: number, date: string) => `${fareClassId}:${date}`;

type Row = { fare_class_id: number; depart_date: string; left: number };

/**
 * The seats left of the inventory rows of these schedules between two dates (both included), in one query
 * read from the (schedule_id, depart_date, fare_class_id, seats, held, sold) index alone.
 */
export async function seatsLeftBetween(scheduleIds: readonly number[], from: string, to: string): Promise<SeatsTaken> {
  if (scheduleIds.length === 0) return new Map();
  const db = await getReadDb();
  const ids = `{${scheduleIds.join(',')}}`;
  const rows = await queryRows<Row>(
    db,
    sql`select fare_class_id, to_char(depart_date, 'YYYY-MM-DD') as depart_date, seats - held - sold as left
        from flight_seat_inventory
        where schedule_id = any(${ids}::int[]) and depart_date between ${from}::date and ${to}::date`,
  );
  return new Map(rows.map((r) => [seatKey(r.fare_class_id, r.depart_date), Number(r.left)]));
}
