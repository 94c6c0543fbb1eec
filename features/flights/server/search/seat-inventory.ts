import 'server-only';
import { sql } from 'drizzle-orm';
import { getReadDb, queryRows } from '@/lib/db/client';

/** Seats left per date, then per fare class id; a fare class and date with no row has all its seats. */
export type SeatsTaken = Map<string, Map<number, number>>;

type Row = { depart_date: string; seats_left: string };

/**
 * The seats left of the inventory rows of these schedules between two dates (both included), in one query
 * read from the (schedule_id, depart_date, fare_class_id, seats, held, sold) index; one row a day
 * ("fareClassId:left,..."): a month of a busy route is thousands of rows, cheaper to send as 31 strings.
 */
export async function seatsLeftBetween(scheduleIds: readonly number[], from: string, to: string): Promise<SeatsTaken> {
  const taken: SeatsTaken = new Map();
  if (scheduleIds.length === 0) return taken;
  const db = await getReadDb();
  const ids = `{${scheduleIds.join(',')}}`;
  const rows = await queryRows<Row>(
    db,
    sql`select to_char(depart_date, 'YYYY-MM-DD') as depart_date, string_agg(fare_class_id || ':' || (seats - held - sold), ',') as seats_left
        from flight_seat_inventory
        where schedule_id = any(${ids}::int[]) and depart_date between ${from}::date and ${to}::date
        group by depart_date`,
  );
  for (const row of rows) {
    const day = new Map<number, number>();
    for (const entry of row.seats_left.split(',')) {
      const colon = entry.indexOf(':');
      day.set(Number(entry.slice(0, colon)), Number(entry.slice(colon + 1)));
    }
    taken.set(row.depart_date, day);
  }
  return taken;
}
