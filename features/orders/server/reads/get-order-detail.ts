import 'server-only';
import { getDb } from '@/lib/db/client';
import type { OrderDetail } from '../../schemas';
import { orderFor, type OrderViewer } from '../access/order-access';
import type { OrderReads } from '../order-products';
import { orderDetailOf } from './order-detail-of';

/**
 * The order page's data: the order with this code if `viewer` may see it (else 404), as OrderDetail;
 * `canManage`: whether the viewer may cancel it and ask for an invoice (owner or the emailed link); `byOwner`: the
 * viewer is its owner (their cookie is enough for every call, so the page sends no link token).
 */
export async function getOrderDetail(
  viewer: OrderViewer,
  orderCode: string,
  reads: OrderReads,
): Promise<{ order: OrderDetail; canManage: boolean; byOwner: boolean }> {
  const { row, access } = await orderFor(viewer, orderCode);
  return { order: await orderDetailOf(await getDb(), row, reads), canManage: access !== 'view', byOwner: access === 'owner' };
}
