import 'server-only';
import type { Db } from '@/lib/db/client';
import type { orders } from '../../db';
import type { OrderRow } from '../access/order-access';
import type { Tx } from '../transition';

/** What a product's sale becomes: the new order row's columns (newOrderValues' and the product's own) and its PIN. */
export type HeldSale = {
  values: typeof orders.$inferInsert;
  pin: string;
  /** the traveller's note, kept on the first event */
  note: string | null;
  /** a stay voucher pays it in full at once: paid and confirmed in the same transaction */
  paidByVoucher?: { voucherMethod: string };
};

/**
 * One product's side of making an order (issue 35: orders know no product). The product builds one per purchase,
 * closed over the request, body and caller; createOrder runs it in one transaction.
 */
export type OrderSource = {
  /** before the transaction (a partner call, such as the pay-later limit, never runs inside one) */
  prepare?(db: Db): Promise<void>;
  /** in the transaction: lock what is held, check and price it; 404 / 409 when it cannot be ordered */
  lock(tx: Tx, now: Date): Promise<HeldSale>;
  /** in the transaction, once the order row exists: what was held becomes sold and kept on the order; the request is converted */
  convert(tx: Tx, row: OrderRow, now: Date): Promise<void>;
};
