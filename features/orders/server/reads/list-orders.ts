import 'server-only';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { orders } from '@/features/orders/db';
import type { OrdersPage, OrdersQuery } from '@/features/orders/schemas';
import { addDays } from '@/lib/dates/product-date';
import { getDb } from '@/lib/db/client';
import type { OrderReads } from '../order-products';
import { orderTitlesOf } from './order-titles';
import { toOrder } from './order-view';

/** Booking dates are Vietnam calendar days (UTC+7, no daylight saving). */
const startOfVnDay = (iso: string) => new Date(`${iso}T00:00:00+07:00`);

/** One page of the user's orders, newest first. Only this user's rows are ever read. */
export async function listOrders(userId: number, query: OrdersQuery, reads: Pick<OrderReads, 'namesOf'>): Promise<OrdersPage> {
  const filters: SQL[] = [eq(orders.userId, userId)];
  if (query.status) filters.push(eq(orders.status, query.status));
  if (query.from) filters.push(gte(orders.createdAt, startOfVnDay(query.from)));
  if (query.to) filters.push(lt(orders.createdAt, startOfVnDay(addDays(query.to, 1))));
  const where = and(...filters);
  const db = await getDb();
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ value: count() }).from(orders).where(where),
  ]);
  const titles = await orderTitlesOf(db, rows, reads);
  return {
    items: rows.map((row) => toOrder(row, titles.get(row.id))),
    total: total?.value ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}
