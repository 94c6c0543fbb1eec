import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { flightSeatInventory } from '../../db';
import type { Tx } from './flight-seats';
import type { SoldSeats } from './sell-flight-holds';

/**
 * Seats sold straight to an order in its transaction (a combo: no hold first), row by row in (fare class, date)
 * order (no deadlock): the missing row is made from the fare class's seats, then seats are sold only while
 * seats - held - sold covers them. Answers the rows that refused; the caller rolls back when there is any.
 */
export async function takeSoldSeats(tx: Tx, seats: readonly SoldSeats[]): Promise<SoldSeats[]> {
  const sorted = [...seats].sort((a, b) => a.fareClassId - b.fareClassId || a.departDate.localeCompare(b.departDate));
  const refused: SoldSeats[] = [];
  for (const s of sorted) {
    await tx.execute(
      sql`insert into flight_seat_inventory (fare_class_id, schedule_id, depart_date, seats)
          select id, schedule_id, ${s.departDate}, seats from fare_classes where id = ${s.fareClassId}
          on conflict do nothing`,
    );
    const [taken] = await tx
      .update(flightSeatInventory)
      // raw: the free-seat condition is arithmetic over three columns of the locked row
      .set({ sold: sql`${flightSeatInventory.sold} + ${s.seats}` })
      .where(
        and(
          eq(flightSeatInventory.fareClassId, s.fareClassId),
          eq(flightSeatInventory.departDate, s.departDate),
          sql`${flightSeatInventory.seats} - ${flightSeatInventory.held} - ${flightSeatInventory.sold} >= ${s.seats}`,
        ),
      )
      .returning({ sold: flightSeatInventory.sold });
    if (!taken) refused.push(s);
  }
  return refused;
}
