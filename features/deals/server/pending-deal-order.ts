import 'server-only';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { orders } from '@/features/orders/db';
import type { OrderDetail } from '@/features/orders/schemas';
import { accessOf, orderDetailOf, type OrderViewer } from '@/features/orders/server';
import { getDb } from '@/lib/db/client';
import { orderDealItems } from '../db';
import { orderDealOf } from './deal-vouchers';
import { messageError } from '@/lib/api/error-messages';
import { dealOrderNamesOf } from './order-names';
import { payingVoucherOf } from './paying-voucher';

/**
 * GET order/by-deal/{id}: the caller's unpaid order of this voucher deal (the one that makes a new purchase
 * 409 DEAL_ORDER_PENDING), so the deal's popup shows it with "Pay now" and "Choose another method". The
 * caller is the session's member, else the guest cookie, as when the order was made; none, or no such
 * order: the same 404.
 */
export async function pendingDealOrder(viewer: OrderViewer, dealId: number): Promise<OrderDetail> {
  const owner =
    viewer.userId !== null
      ? eq(orders.userId, viewer.userId)
      : viewer.guestKeyHash !== null
        ? and(isNull(orders.userId), eq(orders.guestKeyHash, viewer.guestKeyHash))
        : null;
  if (!owner) throw messageError('orderNotFound');
  const db = await getDb();
  const [found] = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(orderDealItems, eq(orderDealItems.orderId, orders.id))
    .where(
      and(
        owner,
        eq(orders.status, 'pending'),
        eq(orders.productType, 'deal'),
        eq(orderDealItems.dealId, dealId),
        isNull(orderDealItems.releasedAt),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (!found || (await accessOf(viewer, found.order)) !== 'owner') throw messageError('orderNotFound');
  // a deal order is named by its deal and never paid by a stay voucher: deals answers every read itself
  return orderDetailOf(db, found.order, { dealOf: orderDealOf, namesOf: dealOrderNamesOf, payingVoucherOf });
}
