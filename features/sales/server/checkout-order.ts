import 'server-only';
import { eq } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { comboDrafts } from '@/features/combos/db';
import { getDb } from '@/lib/db/client';
import { orders } from '@/features/orders/db';
import type { OrderDetail } from '@/features/orders/schemas';
import { accessOf, orderDetailOf, viewerOfRequest, type OrderRow } from '@/features/orders/server';
import { orderProducts } from './order-products';
import { messageError } from '@/lib/api/error-messages';

const isUuid = (id: string) => z.uuid().safeParse(id).success;

/**
 * GET order/by-checkout/{id}: the order made from a checkout (a hotel or flight booking request, a combo
 * draft), for the caller who owns it: the checkout a traveller comes back to from the gateway shows it and
 * how to pay it. Unknown, no order yet, or not theirs: the same 404.
 */
export async function checkoutOrder(request: NextRequest, checkoutId: string): Promise<OrderDetail> {
  const db = await getDb();
  let row: OrderRow | undefined;
  if (isUuid(checkoutId)) [row] = await db.select().from(orders).where(eq(orders.bookingRequestId, checkoutId)).limit(1);
  if (!row) {
    const [draft] = await db.select({ orderId: comboDrafts.orderId }).from(comboDrafts).where(eq(comboDrafts.id, checkoutId)).limit(1);
    if (draft?.orderId) [row] = await db.select().from(orders).where(eq(orders.id, draft.orderId)).limit(1);
  }
  if (!row || !(await accessOf(await viewerOfRequest(request), row))) throw messageError('orderNotFound');
  return orderDetailOf(db, row, orderProducts);
}
