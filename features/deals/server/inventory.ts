import 'server-only';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { deals, orderDealItems } from '../db';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Takes `quantity` units of a deal by ONE conditional update (quantity_sold + q <= quantity_total; the CHECK
 * backs it): true when taken, false when not enough are left. Concurrent buyers queue on the deal's row and
 * each re-reads it, so the deal is never oversold.
 */
export async function takeDealUnits(tx: Tx, dealId: number, quantity: number): Promise<boolean> {
  const taken = await tx
    .update(deals)
    // raw: a relative increment in the statement that checks the room left
    .set({ quantitySold: sql`${deals.quantitySold} + ${quantity}` })
    .where(and(eq(deals.id, dealId), sql`${deals.quantitySold} + ${quantity} <= ${deals.quantityTotal}`))
    .returning({ id: deals.id });
  return taken.length > 0;
}

/**
 * Gives the deal units of these orders back exactly once (their order_deal_items not yet released are marked in
 * the same statement), one deal row at a time in id order so concurrent releases never deadlock. Answers how
 * many units went back.
 */
export async function releaseDealUnits(tx: Tx, orderIds: readonly number[], now: Date): Promise<number> {
  if (orderIds.length === 0) return 0;
  const released = await tx
    .update(orderDealItems)
    .set({ releasedAt: now })
    .where(and(inArray(orderDealItems.orderId, [...orderIds]), isNull(orderDealItems.releasedAt)))
    .returning({ dealId: orderDealItems.dealId, quantity: orderDealItems.quantity });
  const byDeal = new Map<number, number>();
  for (const r of released) byDeal.set(r.dealId, (byDeal.get(r.dealId) ?? 0) + r.quantity);
  for (const [dealId, quantity] of [...byDeal].sort(([a], [b]) => a - b)) {
    await tx
      .update(deals)
      // raw: a relative decrement, never below zero (the CHECK would refuse it)
      .set({ quantitySold: sql`greatest(${deals.quantitySold} - ${quantity}, 0)` })
      .where(eq(deals.id, dealId));
  }
  return released.reduce((sum, r) => sum + r.quantity, 0);
}
