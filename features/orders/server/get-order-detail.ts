import 'server-only';
import type { OrderDetail } from '../schemas';
import type { OrderViewer } from './order-access';

/**
 * STUB (the lead's contract; the orders-core helper implements it): the order page's data. The order with
 * this code as `viewer` may see it (features/orders/server/order-access.ts orderFor), as OrderDetail;
 * `canManage`: whether the viewer may cancel it and ask for an invoice (owner or the emailed link).
 */
export async function getOrderDetail(viewer: OrderViewer, orderCode: string): Promise<{ order: OrderDetail; canManage: boolean }> {
  void viewer;
  void orderCode;
  throw new Error('not implemented yet');
}
