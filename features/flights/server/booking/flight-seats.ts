import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { flightHolds, flightSeatInventory } from '../../db';

/** An open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Seats one transaction gives back to (release) and takes from (take) one fare class on one date. */
export type SeatChange = { fareClassId: number; departDate: string; release: number; take: number };

const keyOf = (c: Pick<SeatChange, 'fareClassId' | 'departDate'>) => `${c.fareClassId}|${c.departDate}`;

/** Adds changes to a map keyed by fare class and date. */
export function mergeSeatChanges(into: Map<string, SeatChange>, changes: readonly SeatChange[]): Map<string, SeatChange> {
  for (const change of changes) {
    const current = into.get(keyOf(change));
    if (current) {
      current.release += change.release;
      current.take += change.take;
    } else into.set(keyOf(change), { ...change });
  }
  return into;
}

/** The holds of some flight requests as releases (their rows are deleted). */
export async function releaseFlightHoldsOf(tx: Tx, requestIds: readonly string[]): Promise<SeatChange[]> {
  if (requestIds.length === 0) return [];
  const holds = await tx
    .delete(flightHolds)
    .where(inArray(flightHolds.requestId, [...requestIds]))
    .returning();
  return holds.map((h) => ({ fareClassId: h.fareClassId, departDate: h.departDate, release: h.seats, take: 0 }));
}

/**
 * Applies every change one row at a time in (fare_class_id, depart_date) order, so two transactions never wait
 * on each other's rows in opposite orders (no deadlock). A take first makes the missing row from the fare class's
 * seats, then takes seats only while seats - held - sold covers them. Answers the rows that refused; the caller
 * rolls back when there is any.
 */
export async function applySeatChanges(tx: Tx, changes: Iterable<SeatChange>): Promise<SeatChange[]> {
  const sorted = [...changes].sort((a, b) => a.fareClassId - b.fareClassId || a.departDate.localeCompare(b.departDate));
  const refused: SeatChange[] = [];
  for (const change of sorted) {
    const row = and(eq(flightSeatInventory.fareClassId, change.fareClassId), eq(flightSeatInventory.departDate, change.departDate));
    const net = change.take - change.release;
    if (change.take > 0) {
      // raw: the new row copies its fare class's schedule and seats (insert ... select)
      await tx.execute(
        sql`insert into flight_seat_inventory (fare_class_id, schedule_id, depart_date, seats)
            select id, schedule_id, ${change.departDate}, seats from fare_classes where id = ${change.fareClassId}
            on conflict do nothing`,
      );
    }
    if (net > 0) {
      const [taken] = await tx
        .update(flightSeatInventory)
        // raw: the free-seat condition is arithmetic over three columns of the locked row
        .set({ held: sql`${flightSeatInventory.held} + ${net}` })
        .where(and(row, sql`${flightSeatInventory.seats} - ${flightSeatInventory.held} - ${flightSeatInventory.sold} >= ${net}`))
        .returning({ held: flightSeatInventory.held });
      if (!taken) refused.push(change);
    } else if (net < 0) {
      // raw: a relative decrement, never below zero (the CHECK would refuse it)
      await tx
        .update(flightSeatInventory)
        .set({ held: sql`greatest(${flightSeatInventory.held} - ${-net}, 0)` })
        .where(row);
    }
  }
  return refused;
}
