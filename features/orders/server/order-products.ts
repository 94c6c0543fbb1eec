import 'server-only';
import type { Db } from '@/lib/db/client';
import type { OrderDeal, OrderDetail } from '../schemas';
import type { OrderRow } from './access/order-access';
import type { Tx } from './transition';

export type OrderTitles = { vi: string; en: string };
/** What naming an order reads of it. */
export type OrderNameRow = Pick<OrderRow, 'id' | 'productType' | 'title' | 'hotelId' | 'flight'>;
/** The stay voucher that paid a hotel order, as pages and mails show it. */
export type PayingVoucher = NonNullable<OrderDetail['payment']['voucher']>;

/**
 * What an order's reads ask of its product (issue 35: orders know no product): a voucher deal order's deal line and
 * vouchers, the names of flight, deal and combo orders in both languages, the stay voucher that paid a hotel order.
 * features/sales builds the one instance from every product.
 */
export type OrderReads = {
  dealOf(db: Db | Tx, row: OrderRow): Promise<OrderDeal | null>;
  /** the titles of the rows its products name, by order id (a hotel order is named by orders from the catalogue) */
  namesOf(db: Db | Tx, rows: readonly OrderNameRow[]): Promise<Map<number, OrderTitles>>;
  payingVoucherOf(db: Db | Tx, row: Pick<OrderRow, 'paymentMethod' | 'bookingRequestId'>): Promise<PayingVoucher | null>;
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
