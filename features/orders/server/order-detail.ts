import 'server-only';
import { and, eq } from 'drizzle-orm';
import { orders } from '@/features/orders/db';
import type { Order } from '@/features/orders/schemas';
import { notFound } from '@/lib/api/errors';
import { getDb } from '@/lib/db/client';
import { toOrder } from './order-view';

/** One of the user's orders; another user's order is a 404 like an unknown one (no existence leak). */
export async function orderDetail(userId: number, orderNumber: string): Promise<Order> {
  const [row] = await (await getDb())
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId)))
    .limit(1);
  if (!row) throw notFound('Không tìm thấy đơn hàng');
  return toOrder(row);
}
