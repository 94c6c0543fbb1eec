import 'server-only';
import type { Db } from '@/lib/db/client';
import type { OrderDeal } from '../schemas';
import type { OrderRow } from './access/order-access';
import type { Tx } from './transition';

/** What an order's detail reads of its product: a voucher deal order's deal line and vouchers (features/deals). */
export type OrderReads = {
  dealOf(db: Db | Tx, row: OrderRow): Promise<OrderDeal | null>;
};

/**
 * What orders ask of the products without knowing them (issue 35): features/sales builds the one instance, dispatching
 * by order kind, and passes it to expiry, cancellation and payment.
 */
export type OrderProducts = OrderReads & {
  /** in the transaction that ends orders, after their rooms: what else they took goes back (seats, deal units), in that lock order */
  release(tx: Tx, orderIds: readonly number[], now: Date): Promise<void>;
  /** in the paying transaction, once an order is confirmed: its product's own effects (a voucher deal's codes and their mail) */
  confirmed(tx: Tx, row: OrderRow, manageUrl: string, now: Date): Promise<void>;
};
