import 'server-only';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { apiError } from '@/lib/api/errors';
import { flightHolds, flightSeatInventory } from '../../db';
import type { Tx } from './flight-seats';

export type SoldSeats = { fareClassId: number; departDate: string; seats: number };

/**
 * A request's held seats become sold, row by row in (fare class, date) order (no deadlock); its holds are deleted.
 * Answers what was sold (the order keeps it, to give back exactly once). 409 FLIGHT_HOLD_EXPIRED when a hold lost its seats.
 */
export async function sellFlightHolds(tx: Tx, requestId: string): Promise<SoldSeats[]> {
  const holds = await tx
    .select()
    .from(flightHolds)
    .where(eq(flightHolds.requestId, requestId))
    .orderBy(asc(flightHolds.fareClassId), asc(flightHolds.departDate));
  for (const hold of holds) {
    const [moved] = await tx
      .update(flightSeatInventory)
      // raw: a relative move between two columns of the locked row
      .set({ held: sql`${flightSeatInventory.held} - ${hold.seats}`, sold: sql`${flightSeatInventory.sold} + ${hold.seats}` })
      .where(
        and(
          eq(flightSeatInventory.fareClassId, hold.fareClassId),
          eq(flightSeatInventory.departDate, hold.departDate),
          gte(flightSeatInventory.held, hold.seats),
        ),
      )
      .returning({ sold: flightSeatInventory.sold });
    if (!moved) throw apiError('FLIGHT_HOLD_EXPIRED');
  }
  await tx.delete(flightHolds).where(eq(flightHolds.requestId, requestId));
  return holds.map((h) => ({ fareClassId: h.fareClassId, departDate: h.departDate, seats: h.seats }));
}

/** Sold seats go back to inventory, one row at a time in (fare class, date) order; never below zero. */
export async function returnSoldSeats(tx: Tx, seats: readonly SoldSeats[]): Promise<void> {
  const merged = new Map<string, SoldSeats>();
  for (const s of seats) {
    const key = `${s.fareClassId}|${s.departDate}`;
    const current = merged.get(key);
    if (current) current.seats += s.seats;
    else merged.set(key, { ...s });
  }
  const sorted = [...merged.values()].sort((a, b) => a.fareClassId - b.fareClassId || a.departDate.localeCompare(b.departDate));
  for (const s of sorted) {
    await tx
      .update(flightSeatInventory)
      // raw: a relative decrement, never below zero (the CHECK would refuse it)
      .set({ sold: sql`greatest(${flightSeatInventory.sold} - ${s.seats}, 0)` })
      .where(and(eq(flightSeatInventory.fareClassId, s.fareClassId), eq(flightSeatInventory.departDate, s.departDate)));
  }
}
